"""Dawn of Empires: rondel, hex tiles, towns on tile corners (pure Python; the board lives in board.py)."""
from dawnofempires_gui.engine.registry import GameInfo, OptionSpec

INFO = GameInfo(
    id="doe",
    name="Dawn of Empires",
    player_counts=(2, 3, 4),
    length="45–90 minutes",
    summary=(
        "Move your marker around the rondel to harvest, research, recruit, move, explore, build and grow; "
        "found towns on the corners of hex tiles, raid your rivals and raise wonders."
    ),
    model="dawnofempires_gui.games.doe.rules:DawnOfEmpires",
    board="dawnofempires_gui.games.doe.board:DoeBoard",
    options=(
        OptionSpec(
            "round_limit", "Last round (house safeguard)", 50, kind="int", minimum=10, maximum=99,
            help="The game also ends after this round if none of the three end conditions came first (house rule).",
        ),
    ),
    rules_files=("rules/dawn-of-empires.txt", "rules/doe.rules.md", "rules/doe.data.md"),
    emblem=("fa6s.landmark", "mdi6.sword"),
    order=1,
    designers="Its rules text names no designer or publisher, and we could not confirm them; corrections are welcome.",
    credit_source="rules/dawn-of-empires.txt",
)
