"""The caps every reading of a record keeps, whichever reader reads it (YAML or JSON): sizes, list lengths,
digits; and the refusals the readers share. No YAML here, so that a record written as JSON is read without
importing it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.errors import InputError
from ..core.i18n import lazy
from ..core.text import cut as cut

if TYPE_CHECKING:
    import yaml

MAX_BYTES = 32 * 1024 * 1024
"""The size cap of a record read whole: 32 MiB, about 25,000 deals of four players (a real game has tens).
`stopbus replay` reads a plain record deal by deal instead (`stream_deals`), up to MAX_STREAM_BYTES; this cap
stays for the records only the whole-record path reads (anchors, tags) and for one deal's text.

A record this big is affordable because the replay is proportional to its size: the event loader
(`load_events`) reads a record faster than PyYAML's parse and in a fraction of its memory, and JSON
and text accounts cost a small multiple of that (bench/bench_replay.py; figures in
docs/performance.md). At most cap + 1 bytes are ever read (`read_capped`), so /dev/zero or a
huge file is refused without being read. `simulate --max-deals` is bounded so that a simulated
record always fits."""

MAX_ITEMS = 100_000
"""The most items of one list in a record, the top-level `deals:` list excepted: a deal's turns (or a hand, a
person's `x-` list) at most 100,000. A played deal has tens of turns, a simulated one (`stopbus simulate`) at
most a few hundred; a deal read costs memory in proportion to its turns, so the cap keeps reading one deal
within a bounded size (docs/performance.md). The refusal names the line of the first item past it."""

MAX_DIGITS = 200
"""Longest integer a record may hold; Python refuses more than 4,300 digits and no count needs 200."""

class TooManyItems(InputError):
    """A list past MAX_ITEMS items: refused by whichever path reads it, never read again by another."""


def too_many_items(line: int | None) -> InputError:
    """The refusal of a list past MAX_ITEMS items, at the line of the first item past it."""
    return TooManyItems(lazy("a list of more than {count:,} items: a deal may have at most {count:,} turns (and any "
                             "other list in a record, the `deals:` list excepted, at most {count:,} items)",
                             count=MAX_ITEMS), line=line)



MAX_STREAM_BYTES = 256 * 1024 * 1024
"""The total cap of a record replayed deal by deal (`stream_deals`): 256 MiB, about 200,000 deals. Memory does
not grow with it (each deal is read, adjudicated and written before the next is read); it bounds the work
of one run, a few minutes. A record whose YAML needs the full loader (anchors, tags) keeps MAX_BYTES."""

MAX_HELD_CHARS = MAX_BYTES
"""The most text the streaming reader holds at once (one deal, or the keys around `deals`): the old whole-record
cap, so that whatever one record could hold before, one deal still can."""


class Unstreamable(Exception):
    """The record cannot be read deal by deal (unusual YAML, keys a game reads before its deals coming after
    them, any error): the caller reads it whole, which answers it exactly as before. `line` is where."""

    def __init__(self, why: str, line: int | None = None, error: yaml.YAMLError | None = None) -> None:
        super().__init__(why)
        self.line = line
        self.error = error

