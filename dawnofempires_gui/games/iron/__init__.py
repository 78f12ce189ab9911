"""Roll Through the Ages: The Iron Age — the dice game of ports, provinces and monuments (1–4 players).

The rules model is dawnofempires_gui.games.iron.rules (pure Python); the Qt board is written separately.
"""
from dawnofempires_gui.engine.registry import GameInfo, OptionSpec

INFO = GameInfo(
    id="iron",
    name="Roll Through the Ages: The Iron Age",
    player_counts=(1, 2, 3, 4),
    length="30–45 minutes",
    summary=(
        "Roll dice to gather food, goods and workers; build ports, provinces and monuments, buy developments "
        "and fight barbarians. One player plays the 8-round solitaire game."
    ),
    model="dawnofempires_gui.games.iron.rules:IronAge",
    board="dawnofempires_gui.games.iron.board:IronBoard",
    options=(
        OptionSpec(
            "length",
            "Game length",
            "short",
            choices=(("short", "Short game"), ("full", "Full game")),
            help="Short: ends after the round of a 5th development, 30 tribute, or all monuments but one built. "
            "Full: 7th development, 50 tribute, or every monument built. Solitaire always lasts 8 rounds.",
            applies_to=(2, 3, 4),
        ),
    ),
    rules_files=("rules/iron-age-dice.txt", "rules/iron.rules.md"),
    emblem=("mdi6.dice-6", "fa6s.ship"),
    order=2,
    on_finish="dawnofempires_gui.games.iron.solo_best:finish_notes",
    designers="Designed by Tom Lehmann, after Matt Leacock's Roll Through the Ages: The Bronze Age; "
    "published by Gryphon Games (2014).",
    credit_source="public reviews of the game (the rules text names neither)",
)
