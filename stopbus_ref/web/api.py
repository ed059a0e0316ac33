"""The answers of the JSON API, as the command line's `--json` gives them (docs/json.md), without HTTP.

Each function returns the object the CLI prints for the same input (`rank`, `compare`, `ask`, `rules ID`),
built by the same functions; an input the CLI refuses raises `Refusal` with the CLI's error object
(`{"exit_code": …, "error": …}`) and the HTTP status it is given. `replay` runs the command line itself
(`python -m stopbus_ref replay - --json` with the record on stdin): a whole record is the one request that
may take long or much memory, and a child process keeps both away from the server.
"""

from __future__ import annotations

import subprocess
import sys
from typing import Any

from ..core.errors import InputError, StopbusError
from ..ui.answering import error_json

LANGS = ("en", "nl", "fr")
"""The languages of the page and of `ask`."""
REPLAY_SECONDS = 60
"""The longest a replay may take before its child process is stopped."""


class Refusal(Exception):
    """An input the CLI refuses: `status` for HTTP, `body` the CLI's JSON answer."""

    def __init__(self, status: int, body: dict[str, Any]) -> None:
        super().__init__(str(body))
        self.status = status
        self.body = body


def refusal(err: StopbusError, status: int | None = None, **extra: Any) -> Refusal:
    """The CLI's error answer (`report` with --json) for `err`: 400 for input that cannot be read, else 409."""
    code = int(err.exit_code)
    return Refusal(status or (400 if code == 2 else 409), {"exit_code": code, "error": error_json(err), **extra})


def rank(hand: str) -> dict[str, Any]:
    """`stopbus rank HAND --json`."""
    from ..brag.cards import parse_hand
    from ..brag.ranking import rank_hand
    from ..ui.brag.hands import rank_json

    try:
        return rank_json(rank_hand(parse_hand(hand)))
    except StopbusError as e:
        raise refusal(e) from None


def compare(hands: list[str]) -> dict[str, Any]:
    """`stopbus compare HAND HAND… --json` (each `Label=cards` or bare cards)."""
    from ..brag.compare import compare_hands
    from ..brag.rule_ids import RuleId
    from ..core.cards import group_loose_cards
    from ..ui.brag.hands import comparison_json, parse_labelled

    try:
        if len(hands) < 2:
            raise InputError("compare needs at least two hands", rule=RuleId.WORST_LOSES)
        cards, labels = parse_labelled(group_loose_cards(hands))
        return comparison_json(compare_hands(cards, labels))
    except StopbusError as e:
        raise refusal(e) from None


def ask(question: str, game: str = "brag", lang: str | None = None) -> dict[str, Any]:
    """`stopbus ask QUESTION --game GAME --lang LANG --json` (no answer is still an answer: `answers` is empty)."""
    from ..ask.answer import check_question, to_json
    from ..ask.search import ask as ask_rules

    try:
        chosen = game_name(game)
        if lang is not None and lang.strip().lower() not in LANGS:
            raise InputError(f"--lang {lang!r}: choose en, nl or fr", token=lang)
        return to_json(ask_rules(chosen, check_question(question), lang.strip().lower() if lang else None))
    except StopbusError as e:
        raise refusal(e) from None


def game_name(game: str) -> str:
    """The canonical name of a game (`31` is `thirty-one`); an unknown one is an input error."""
    from ..core import registry as games

    chosen = games.canonical(game)
    if chosen is None:
        raise InputError(f"--game {game[:40]!r}: unknown game (known: {', '.join(games.names())})", token=game)
    return chosen


def rule(rule_id: str) -> dict[str, Any]:
    """`stopbus rules ID --json`: one rule of either game with its quotes; an unknown id is 404."""
    from ..core.registry import find_rule

    found = find_rule(rule_id.strip().lower()) if len(rule_id) <= 80 else None
    if found is None:
        raise refusal(InputError(f"unknown rule id {rule_id[:80]!r}"), 404)
    out: dict[str, Any] = found.to_json()
    return out


def replay(body: bytes) -> tuple[int, bytes]:
    """`stopbus replay - --json` of a record (YAML or JSON): the HTTP status and the JSON the CLI printed (200
    for a record adjudicated, whatever its verdict; 400 for one that cannot be read)."""
    try:
        done = subprocess.run([sys.executable, "-m", "stopbus_ref", "replay", "-", "--json", "--color", "never"],
                              input=body, capture_output=True, timeout=REPLAY_SECONDS, check=False)
    except subprocess.TimeoutExpired:
        return 413, error_bytes(f"the record took over {REPLAY_SECONDS} s to replay; replay it with stopbus replay")
    code = done.returncode
    status = 200 if code in (0, 1, 3) else 400 if code == 2 else 500
    out = done.stdout.strip()
    if not out:
        return 500, error_bytes("the replay printed nothing: " + done.stderr.decode("utf-8", "replace")[-300:])
    return status, out


def error_bytes(message: str) -> bytes:
    """An error object of kind `input`, as JSON bytes."""
    import json

    return json.dumps({"exit_code": 2, "error": InputError(message).to_json()}).encode()
