"""The Brag draw-and-discard game (seeds 000, 003, 004): ranking, comparison, rulebook, engine, replay, bots.

The tool's default game. Everything that is a rule of this game lives in this package.
"""
