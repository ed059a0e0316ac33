"""What the running command asked for (JSON or text answers) and the one printer of an error, shared by
the command line and every game's command bodies (which must not import the command line)."""

from typing import Any

from ..core.errors import ExpectMismatch, InputError, StopbusError
from .run_state import RUN as RUN


def answer_in_json(json_out: bool, **extra: Any) -> None:
    """Called by a command first: errors are then answered as one JSON value (with `extra` keys)."""
    RUN.json = json_out
    RUN.json_extra = extra


def report(err: StopbusError, *, json_out: bool | None = None) -> int:
    """Print an error once: one JSON value (unless the answer already holds it) and one stderr line.

    The stderr line is `error: SOURCE:LINE: message [rule]` (`expect:` for an expect that is
    not met); control characters in it are escaped; it is left out when the text account already printed the
    error on the same terminal. Returns the error's exit code.
    """
    from .output import err_line, print_json

    as_json = RUN.json if json_out is None else json_out
    from ..core.i18n import _

    prefix = _("expect: ") if isinstance(err, ExpectMismatch) else _("error: ")
    try:
        if as_json and not err.reported:

            print_json({"exit_code": int(err.exit_code), "error": error_json(err), **RUN.json_extra})
    finally:  # the stderr line is written even when stdout cannot take the JSON (answered by `answer`)
        if not (err.shown and not as_json and _one_terminal()):  # else the account on the same screen says it
            err_line(prefix + err.one_line(err.source))
    return int(err.exit_code)


def raise_after_answer(report: Any, source: str) -> int:
    """A replay's exit code once its answer is printed; a problem the answer already holds is raised (marked
    `reported`, with its file) so that it also reaches stderr with its exit code."""
    problem = report.first_problem
    if problem is not None:
        problem.source = source
        problem.reported = True
        raise problem
    return int(report.exit_code)


NO_HANDS = {"hands": 0}
"""What `rank - --json` prints for stdin without a hand line (both games): JSON even for nothing."""


def _one_terminal() -> bool:
    """True when stdout and stderr are the same terminal, so that a line on each is seen twice."""
    import os
    import sys

    try:
        if not (sys.stdout.isatty() and sys.stderr.isatty()):
            return False
        out, err = os.fstat(sys.stdout.fileno()), os.fstat(sys.stderr.fileno())
    except (OSError, ValueError, AttributeError):
        return False
    return out.st_rdev == err.st_rdev


def useless(flag: str, why: str) -> None:
    """A flag that would do nothing here is an error, not silence; `why` is a message of the catalogue (marked
    with `N_` where it is written), translated here with the sentence."""
    from ..core.i18n import _

    raise InputError(_("{flag} does nothing {why}").format(flag=flag, why=_(why)))


def error_json(problem: StopbusError) -> dict[str, Any]:
    """The spec's error object, plus the broken rule's title and its primary citation, found in whichever
    game's rulebook holds the id (the rulebooks are imported here, by the first error: a clean
    `replay --json` does not load them)."""
    from ..core.registry import find_rule

    out = problem.to_json()
    rule: Any = find_rule(problem.rule) if problem.rule else None
    if rule is not None:
        out["title"] = rule.title
    cited: Any = (find_rule(problem.cite) if problem.cite else None) or rule
    if cited is not None and cited.citations:  # a house rule may quote no seed
        c = cited.citations[0]
        out["citation"] = {"source": c.source, "section": c.section, "quote": c.quote, "rule": cited.id}
    return out
