"""stopbus_ref: reference adjudicator for Stop the Bus in its Brag draw-and-discard form.

The core (cards, ranking, compare, rulebook, engine) does no I/O; `records` reads YAML,
`cli` renders. Import what you need from the submodules; the ranking API is also here:
`stopbus_ref.hand_strength(a, b, c)` ranks three card indices 0..51 (larger wins; see
`stopbus_ref.brag.strength`). It is loaded on first access, so the command line does not pay for it.
"""

__version__ = "0.1.0"
TYPE_CHECKING = False  # not `from typing import`: typing costs 9 ms of start-up for the API alone

if TYPE_CHECKING:
    from .brag.strength import hand_strength, strengths

__all__ = ["__version__", "hand_strength", "strengths"]


def __getattr__(name: str) -> object:
    """`hand_strength` and `strengths` on first access (the table loads then, about 3 ms)."""
    if name in ("hand_strength", "strengths"):
        from .brag import strength

        return getattr(strength, name)
    raise AttributeError(f"module 'stopbus_ref' has no attribute {name!r}")
