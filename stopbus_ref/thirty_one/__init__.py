"""The 31-point Stop the Bus (seed 002): scoring, rulebook, engine, records, replay, bots.

Used only when chosen (`--game thirty-one`, record key `game: thirty-one`); nothing here is
imported by the Brag game. Everything that is a rule of this game lives in this package.
"""
