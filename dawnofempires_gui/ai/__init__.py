"""Computer opponents, written against the game contract only (pure Python, no Qt)."""
from dawnofempires_gui.ai.random_bot import Bot, RandomBot, bot_for

__all__ = ["Bot", "RandomBot", "bot_for"]
