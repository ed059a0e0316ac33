"""The front of a game built on the kit (a game registered by `STOPBUS_GAMES`): its verbs in words."""

from __future__ import annotations

from typing import Any

from .front import Front


class KitFront(Front):
    """The front of a game that has no front of its own."""

    def __init__(self, game: Any) -> None:
        super().__init__(game)
        type(self).error_extra = getattr(game, "error_extra", Front.error_extra)

    def replay_command(self, record: Any, source: str, json_out: bool, brief: bool, only: int | None, *,
                       sources: bool, lang: str, quiet: bool, odds: bool, **house: Any) -> int:
        verb = getattr(self.game, "replay_command", None)
        if verb is None:
            raise self._missing("replay")
        return int(verb(record, source, json_out, brief, only, sources=sources, lang=lang, quiet=quiet, odds=odds))

    def rules_command(self, rule_id: str | None, search: str | None, md: bool, verify: bool, json_out: bool, *,
                      lang: str | None = None) -> int:
        verb = getattr(self.game, "rules_command", None)
        if verb is None:
            raise self._missing("rules")
        return int(verb(rule_id, search, md, verify, json_out, lang=lang))
