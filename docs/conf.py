"""The docs site: Sphinx with MyST for the Markdown pages, sphinxcontrib-typer for the command reference,
autodoc for the Python API. Built by .ci/run with warnings as errors: `sphinx-build -W docs docs/_build`."""

from __future__ import annotations

import pathlib
from typing import Any

import stopbus_ref

HERE = pathlib.Path(__file__).resolve().parent

project = "stopbus"
author = "the stopbus developers"
release = version = stopbus_ref.__version__
extensions = ["myst_parser", "sphinx.ext.autodoc", "sphinxcontrib.typer"]
source_suffix = {".md": "markdown"}
exclude_patterns = ["_build"]
myst_heading_anchors = 3
myst_enable_extensions = ["colon_fence"]
html_theme = "alabaster"
autodoc_member_order = "bysource"
suppress_warnings = [
    "myst.xref_missing",  # links to records and seeds outside docs/ point at the repository
]


def _drop_missing_pages(app: Any, docname: str, source: list[str]) -> None:
    """The index lists architecture.md (how the code is laid out), written with the package layout: until it
    is there, it is left out of the table of contents instead of failing the build."""
    if docname == "index" and not (HERE / "architecture.md").exists():
        source[0] = source[0].replace("\narchitecture\n", "\n")


def setup(app: Any) -> None:
    app.connect("source-read", _drop_missing_pages)
