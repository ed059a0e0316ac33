"""The tool's exception family: every failure is a ValueError carrying rule ids and a place.

InputError (exit 2) means the text cannot be read; RuleViolation (exit 1) means it was read
and breaks a rule of the game. Both quote the offending token and say where it is.
"""

from __future__ import annotations

from enum import IntEnum, StrEnum

TYPE_CHECKING = False  # not `from typing import`: every module imports this one
if TYPE_CHECKING:
    from .i18n import Msg


class ExitCode(IntEnum):
    """Every exit code of the `stopbus` command (0-3 are the spec's; the rest are named here)."""

    OK = 0
    """Read and adjudicated: the rules are followed and every `expect` is met."""
    RULE = 1
    """The record breaks a rule of the game."""
    INPUT = 2
    """The input cannot be read (also usage errors of the command line)."""
    EXPECT = 3
    """The record follows the rules but an `expect` check failed."""
    SOURCES = 4
    """`rules --verify`: a quoted passage is not found verbatim in the seed texts."""
    INTERNAL = 70
    """A bug in stopbus (EX_SOFTWARE); never an answer about the input."""
    IO = 74
    """The output could not be written: disk full, stdout closed (EX_IOERR)."""
    ABORTED = 130
    """Interrupted (Ctrl-C)."""
    BROKEN_PIPE = 141
    """stdout's reader went away (`| head`, `| true`): 128 + SIGPIPE, as a shell reports a tool
    killed by the signal; nothing more is printed."""


EXIT_OK = ExitCode.OK
EXIT_RULE = ExitCode.RULE
EXIT_INPUT = ExitCode.INPUT
EXIT_EXPECT = ExitCode.EXPECT


class StopbusError(ValueError):
    """Base of all errors the tool reports as answers rather than crashes.

    `rule` is the id of the rule the error enforces, a member of the game's own `StrEnum` (`RuleId`
    for Brag, the 31-point game has its own); typed as any `StrEnum` so this shared class stays
    game-neutral while mypy still rejects a bare string. It prints and serialises as the plain id.

    `message` may be a lazy message of the catalogue (`core.i18n.lazy`: its msgid and values): it becomes words
    each time it is read, in the language of that moment, so that the game modules say what went wrong as data
    and the edge (stderr, the text account, the JSON's `message`) says it in the reader's language. A plain
    string is shown as it is.
    """

    kind = "error"
    exit_code = EXIT_INPUT
    cite: str | None = None
    """A more specific rule whose passage explains this error (quoted instead of `rule`'s), or None."""
    source: str | None = None
    """The file (or `<stdin>`) the error is about, attached by the command that read it."""
    reported: bool = False
    """True when the answer (with this error in it) is already on stdout: print only the stderr line."""
    shown: bool = False
    """True when the text account on stdout already printed this error (at one terminal it is not printed twice)."""

    def __init__(
        self,
        message: str | Msg,
        *,
        rule: StrEnum | None = None,
        token: str | None = None,
        path: tuple[object, ...] = (),
        line: int | None = None,
        deal: int | None = None,
        turn: int | None = None,
    ) -> None:
        super().__init__(message)
        self._message = message
        self.rule = rule
        self.token = token
        self.path = path
        self.line = line
        self.deal = deal
        self.turn = turn

    @property
    def message(self) -> str:
        """The message in the language of this moment."""
        return str(self._message)

    @message.setter
    def message(self, value: str | Msg) -> None:
        self._message = value

    def __str__(self) -> str:
        return self.message

    def where(self, source: str | None = None) -> str:
        """Render ``file:line`` (or the deal/turn) for a one-line message, in the language of this moment."""
        from .i18n import _

        parts = []
        if source:
            parts.append(source if self.line is None else f"{source}:{self.line}")
        elif self.line is not None:
            parts.append(_("line {n}").format(n=self.line))
        if self.deal is not None:
            parts.append(_("deal {n}").format(n=self.deal)
                         + (_(", turn {n}").format(n=self.turn) if self.turn is not None else ""))
        return ": ".join(parts)

    def one_line(self, source: str | None = None) -> str:
        """The message as printed on stderr: place, message, rule id."""
        where = self.where(source)
        rule = f" [{self.rule}]" if self.rule else ""
        return f"{where + ': ' if where else ''}{self.message}{rule}"

    def to_json(self) -> dict[str, object]:
        """The `error` object of the spec."""
        return {
            "kind": self.kind,
            "rule": self.rule,
            "deal": self.deal,
            "turn": self.turn,
            "line": self.line,
            "message": self.message,
        }


class InputError(StopbusError):
    """The input cannot be read: syntax, unknown key or player, bad card, wrong type (exit 2)."""

    kind = "input"
    exit_code = EXIT_INPUT


class CardError(InputError):
    """A token that is not one of the 52 cards, or a hand that is not three distinct cards."""


class RuleViolation(StopbusError):
    """The record was read but breaks a rule of the game (exit 1); `rule` names the rule."""

    kind = "rule"
    exit_code = EXIT_RULE


class ExpectMismatch(StopbusError):
    """The record follows the rules but its author's `expect` differs from the ruling (exit 3)."""

    kind = "expect"
    exit_code = EXIT_EXPECT

    @classmethod
    def differs(cls, key: str, want: object, got: object, note: str = "", *, rule: StrEnum | None,
                line: int | None, deal: int | None = None) -> ExpectMismatch:
        """`expect KEY: the record says WANT, the ruling is GOT` — both games' wording, with the key as token."""
        from .i18n import lazy

        return cls(lazy("expect {key}: the record says {want}, the ruling is {got}{note}", key=key,
                        want=_expect_value(want), got=_expect_value(got), note=note),
                   rule=rule, token=key, line=line, deal=deal)


def _expect_value(v: object) -> str:
    """A value as the expect messages print it (null, lists and mappings in YAML-like form)."""
    if v is None:
        return "null"
    if isinstance(v, dict):
        return "{" + ", ".join(f"{k}: {_expect_value(x)}" for k, x in v.items()) + "}"
    if isinstance(v, (list, tuple)):
        return "[" + ", ".join(map(str, v)) + "]"
    return str(v)


class Outcome:
    """The verdict part of a replay report, the same in every game: its exit code and the problem to report.

    A mixin for the games' reports (Brag's plain class, the 31-point game's dataclass), which hold `error` and
    `expect_failures`.
    """

    error: StopbusError | None
    expect_failures: list[ExpectMismatch]

    @property
    def exit_code(self) -> int:
        """The exit code of the contract: the error's, else 3 for an expect not met, else 0."""
        if self.error is not None:
            return self.error.exit_code
        return EXIT_EXPECT if self.expect_failures else EXIT_OK

    @property
    def first_problem(self) -> StopbusError | None:
        """The problem to report first: a broken rule or unreadable input, else the first expect not met."""
        return self.error or (self.expect_failures[0] if self.expect_failures else None)


def did_you_mean(word: str, options: tuple[str, ...] | list[str]) -> str:
    """'; did you mean X?' for a near spelling, else ''."""
    if len(word) > 100:
        return ""
    import difflib  # here: only a misspelling needs it, and every replay would pay for its import

    from .i18n import _

    near = difflib.get_close_matches(str(word), list(options)[:100], n=2, cutoff=0.6)
    if not near:
        return ""
    return _("; did you mean {words}?").format(words=_(" or ").join(repr(n) for n in near))
