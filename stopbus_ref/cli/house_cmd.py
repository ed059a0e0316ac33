"""`stopbus rules house` (also `stopbus house`): every game's house rules, through the registry, each with
its values (the seeds' reading first), what each plays, and the quoted passage it departs from.

Game-free: it reads each game's `house_catalogue()`; a game without house rules is listed as having none.
"""

from __future__ import annotations

from typing import Any

from ..core import registry as games
from ..core.errors import InputError
from ..core.house import HouseRule, find
from ..core.i18n import N_, _
from ..ui.output import console, indented, paged, print_json, safe

GAME_TITLES = (N_("the Brag game"), N_("the 31-point game"))
"""Only to mark the games' names (`Game.title`) for the catalogue: the list below shows each translated."""


def rule_json(h: HouseRule, game: str) -> dict[str, Any]:
    """One house rule as the `rules house --json` object."""
    return {"id": h.id, "key": h.key, "game": game, "title": h.title, "values": list(h.values),
            "default": h.default, "yes_no": h.yes_no, "status": h.status, "plays": dict(h.plays),
            "departs_from": [{"source": c.source, "section": c.section, "label": c.label, "quote": c.quote}
                             for c in h.departs_from]}


def catalogues() -> list[tuple[Any, tuple[HouseRule, ...]]]:
    """Each registered game with its catalogue, in the registry's order."""
    return [(g, tuple(g.house_catalogue())) for g in games.all_games()]


def _show(con: Any, h: HouseRule) -> None:
    con.print(f"[bold]{h.id}[/] — {safe(_(h.title))}  ({_(h.status)})")
    for v in h.values:
        plays = _(h.plays[v]) if v in h.plays else ""
        indented(con, (_("{value} (default): {plays}") if v == h.default else _("{value}: {plays}")).format(
            value=v, plays=plays), 4)
    for c in h.departs_from:
        indented(con, _("departs from {source}: “{quote}”").format(source=c.label, quote=c.quote), 4)


def run(json_out: bool) -> int:
    """List every game's house rules (text or JSON)."""
    found = catalogues()
    if json_out:
        print_json({"games": [{"game": g.name, "title": g.title, "house_rules": [rule_json(h, g.name) for h in cat]}
                              for g, cat in found]})
        return 0
    con = console()
    with paged(con):
        con.print(_("[bold]House rules[/]: a table's own agreements. The seeds' reading is each one's default; a "
                    "record sets others in `house:`, the command line with --house KEY=VALUE, and "
                    "`stopbus replay FILE --what-if KEY=VALUE` shows what one would change."))
        for g, cat in found:
            title = _(g.title)
            con.print(f"\n[bold]{safe(title[0].upper() + title[1:])}[/] ({g.name})")
            if not cat:
                indented(con, _("no house rules yet"))
            for h in cat:
                _show(con, h)
    return 0


def show(rule_id: str, json_out: bool) -> int | None:
    """`rules house:KEY` for a house rule no game's rulebook holds as an entry (None when none has that key)."""
    key = rule_id.strip().lower().removeprefix("house:")
    for g, cat in catalogues():
        h = find(cat, key)
        if h is not None:
            if json_out:
                print_json(rule_json(h, g.name))
            else:
                _show(console(), h)
            return 0
    if rule_id.strip().lower().startswith("house:"):
        keys = [h.id for _, cat in catalogues() for h in cat]
        raise InputError(f"unknown house rule {rule_id!r} (house rules: {', '.join(keys)}; "
                         "`stopbus rules house` lists them)", token=rule_id)
    return None
