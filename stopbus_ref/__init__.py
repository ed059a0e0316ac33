"""stopbus_ref: reference adjudicator for Stop the Bus in its Brag draw-and-discard form.

The documented Python API (docs/api.md) is importable from here; it is loaded on first use, so the
command line does not pay for it:

>>> from stopbus_ref import compare_hands, rank_hand, replay
>>> rank_hand("8c 9c 10c").describe()
'running flush, 10-9-8 of clubs'
>>> compare_hands({"Ann": "8c 9c 10c", "Ben": "ad ah 6s"}).order[-1].label
'Ben'
>>> replay("scenarios/01-worked-final-turn.yaml").deals[0].showdown.loser
'B'

The ranking API for many hands: `hand_strength(a, b, c)` ranks three card indices 0..51 (larger
wins; `stopbus_ref.brag.strength`), at about the cost of a function call.
"""

from __future__ import annotations

TYPE_CHECKING = False  # not `from typing import`: typing alone costs several ms of `import stopbus_ref`

__version__ = "0.1.0"

if TYPE_CHECKING:
    from .brag.api import (
        Card,
        CardError,
        Category,
        Citation,
        Comparison,
        DealResult,
        ExitCode,
        ExpectMismatch,
        HandRank,
        InputError,
        Placed,
        Reason,
        Record,
        ReplayReport,
        Report,
        Rule,
        RuleViolation,
        Scenario,
        Showdown,
        StopbusError,
        Turn,
        TurnRecord,
        compare_hands,
        get_rule,
        load_record,
        parse_card,
        parse_hand,
        parse_record,
        rank_hand,
        replay,
    )
    from .brag.strength import hand_strength, strengths

__all__ = [
    "Card", "CardError", "Category", "Citation", "Comparison", "DealResult", "ExitCode", "ExpectMismatch",
    "HandRank", "InputError", "Placed", "Reason", "Record", "ReplayReport", "Report", "Rule", "RuleViolation",
    "Scenario", "Showdown", "StopbusError", "Turn", "TurnRecord", "__version__", "compare_hands", "get_rule",
    "hand_strength", "load_record", "parse_card", "parse_hand", "parse_record", "rank_hand", "replay", "strengths",
]


def __getattr__(name: str) -> object:
    """Load the API on first use (PEP 562): `import stopbus_ref.cli` stays as light as before."""
    if name in ("hand_strength", "strengths"):  # the ranking API alone: its table, not the whole API
        from .brag import strength

        return getattr(strength, name)
    if name in __all__:
        from .brag import api

        return getattr(api, name)
    raise AttributeError(f"module 'stopbus_ref' has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted(__all__)
