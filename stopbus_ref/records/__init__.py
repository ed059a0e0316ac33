"""Records (scenario files), shared by the games: `loader` (safe YAML with lines and limits), `fields`
(the reading helpers every game's reader uses), `reader` (node tree to the model of the record's game,
through the registry), `model` (the writer of record text), `schema` (the JSON Schema of every game)."""

from __future__ import annotations

from .loader import MAX_BYTES, load_yaml, read_capped
from .model import dump_record

__all__ = ["MAX_BYTES", "dump_record", "load_yaml", "read_capped"]
