"""Computer opponents, written against the game contract only (pure Python, no Qt).

Levels: "random" (any legal move), and the search player at "easy", "normal" and "hard".
"""
from dawnofempires_gui.ai.random_bot import Bot, RandomBot
from dawnofempires_gui.ai.search import LEVELS, SearchBot

KINDS = ("random", *LEVELS)  # what a computer seat may be


def bot_for(seat: int, seed: int, level: str = "") -> Bot:
    """The opponent for a computer seat: the search player at its level, or the random player for
    "random" and for "" (seats saved before levels existed played at random)."""
    own_seed = seed * 7919 + seat
    if level in LEVELS:
        return SearchBot(own_seed, level)
    return RandomBot(own_seed)


__all__ = ["KINDS", "LEVELS", "Bot", "RandomBot", "SearchBot", "bot_for"]
