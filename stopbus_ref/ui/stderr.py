"""Lines on stderr: warnings and one-line messages, control characters escaped.

Below `ui.output` and `ui.config` both, so that the config file can warn about a key it does not know while
the output module reads the config file's settings (no import loop between the two).
"""

from __future__ import annotations

import sys

from ..core.i18n import _
from ..core.text import plain


def err_line(text: str) -> None:
    """One line on stderr, control characters escaped; a closed stderr is not a second failure."""
    try:
        sys.stderr.write(plain(text) + "\n")
        sys.stderr.flush()
    except (OSError, AttributeError, ValueError):
        pass


def warn(message: str) -> None:
    """A one-line warning on stderr, control characters escaped."""
    err_line(_("warning: ") + message)
