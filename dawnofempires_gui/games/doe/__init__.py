"""Dawn of Empires: rondel, hex tiles, towns on tile corners (pure Python; the board lives in board*.py)."""
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
        # Neither is offered in the new-game dialog. A save made before editions existed was played with
        # edition 1 and a last round of 50 (resources/doe/SOURCES.md, "Editions").
        OptionSpec("edition", "Rules edition", 2, choices=((1, "1 (saves made before editions)"), (2, "2")),
                   shown=False, legacy=1),
        OptionSpec("round_limit", "Last round (0: none)", 0, kind="int", minimum=0, maximum=99, shown=False,
                   legacy=50),
    ),
    rules_files=("rules/dawn-of-empires.txt", "rules/doe.rules.md", "rules/doe.data.md"),
    emblem=("fa6s.landmark", "mdi6.sword"),
    order=1,
    designers="Its rules text names no designer or publisher, and we could not confirm them; corrections are welcome.",
    credit_source="rules/dawn-of-empires.txt",
)
