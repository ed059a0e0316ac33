"""What the running command asked for: JSON or text answers (with the keys an error answer carries) and
`--color`, `--lang` and the quotes `--lang all` asks for. A module of its own, importing nothing, so that the
printers (`output`) and the error answer
(`answering`) both read it without importing each other."""

from typing import Any


class _Run:
    """What the running command asked for, so that `report` answers in its format (and `--color`)."""

    def __init__(self) -> None:
        self.json = False
        self.json_extra: dict[str, Any] = {}
        self.color: str | None = None
        self.lang: str | None = None
        """The interface language given on the command line (`--lang en|nl|fr`), None when not given."""
        self.quotes: str | None = None
        """`all` when `--lang all` (the alias of `--quotes all`) was given, else None."""


RUN = _Run()
