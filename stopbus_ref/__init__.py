"""stopbus_ref: reference adjudicator for Stop the Bus in its Brag draw-and-discard form.

The core (cards, ranking, compare, rulebook, engine) does no I/O; `scenario` reads YAML,
`cli` and `commands` render. Import what you need from the submodules.
"""

__version__ = "0.1.0"
