"""`python -m stopbus_ref` runs the CLI."""

from .cli import run

run()
