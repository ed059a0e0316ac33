"""What the running command asked for: JSON or text answers (with the keys an error answer carries) and
`--color`. A module of its own, importing nothing, so that the printers (`output`) and the error answer
(`answering`) both read it without importing each other."""

from typing import Any


class _Run:
    """What the running command asked for, so that `report` answers in its format (and `--color`)."""

    def __init__(self) -> None:
        self.json = False
        self.json_extra: dict[str, Any] = {}
        self.color: str | None = None


RUN = _Run()
