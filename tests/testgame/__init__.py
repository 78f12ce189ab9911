"""Secret Dice: a tiny game that exercises every part of the contract (secret simultaneous picks,
dice, a free choice that can be undone, redacted views, scores with a tie-break). Kept for tests only,
never listed in the launcher."""
from dawnofempires_gui.engine.registry import GameInfo, OptionSpec, register

INFO = register(
    GameInfo(
        id="secretdice",
        name="Secret Dice (test game)",
        player_counts=(2, 3, 4),
        length="2 minutes",
        summary="Bid in secret, then roll to make your bid.",
        model="tests.testgame.model:SecretDice",
        board="tests.testgame.board:SecretDiceBoard",
        options=(
            OptionSpec("target", "Points to win", 6, kind="int", minimum=3, maximum=30),
            OptionSpec("bonus", "Bonus tokens", True, kind="bool"),
        ),
        emblem=("mdi6.dice-6",),
        listed=False,
    )
)

from tests.testgame import hands  # noqa: E402,F401  registers Hidden Hands, the test game with hands
