"""Records (scenario files), shared by the games: `loader` (safe YAML with lines and limits),
`model` (what a record holds, and the writer), `validate` (node tree to model, by game)."""

from __future__ import annotations

from .loader import MAX_BYTES, load_yaml, read_capped
from .model import DealSpec, Scenario, TurnSpec, dump_record

__all__ = ["MAX_BYTES", "DealSpec", "Scenario", "TurnSpec", "dump_record", "load_yaml", "read_capped"]
