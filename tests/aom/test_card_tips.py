"""What a card's tooltip tells a player: each thing once. The tooltip of a Build card read "Buy up to one
building." and then "Buy one building.", the card's printed wording of the same action."""
from __future__ import annotations

import re

import pytest

from dawnofempires_gui.games.aom import data as D
from dawnofempires_gui.games.aom.board_queries import card_action_text, card_tip

from .helpers import at_play, table

ACTION_WORDS = {"explore": "tile", "gather": "gather", "build": "building", "recruit": "unit", "trade": "cube",
                "next_age": "age", "attack": "attack"}


def tip_lines(tip: str) -> list[str]:
    return [re.sub(r"<[^>]+>", "", line).strip() for line in tip.split("<br>")]


def action_lines(tip: str, card_id: str) -> list[str]:
    """The lines of a tooltip that speak of the card's action: all but its title, its god power and the note on
    how a god card is played."""
    word = ACTION_WORDS[D.CARDS[card_id].action]
    return [line for line in tip_lines(tip)[1:]
            if word in line.lower() and not line.startswith(("God power", "Play it for"))]


@pytest.mark.parametrize("players", (2, 3, 4, 6))
def test_every_card_tooltip_says_its_action_once(players):
    for card_id, card in D.CARDS.items():
        tip = card_tip(card_id, players)
        said = action_lines(tip, card_id)
        assert said == [f"Action: {card_action_text(card_id, players)}"], (card_id, said)
        lines = tip_lines(tip)
        assert len(lines) == len(set(lines)), (card_id, lines)
        if card.god is None:
            assert card.text == card_action_text(card_id, players) or card.text not in tip, \
                f"{card_id}: its printed wording of the action is a second action line"
        else:
            assert tip.count(card.god.text) == 1, card_id


@pytest.mark.gui
def test_the_build_card_in_the_rack_says_buy_once(qtbot):
    from .test_board import open_window, show_position

    window = open_window(qtbot)
    g = table(["greek", "egyptian"])
    at_play(g, 0, "perm_build")
    show_position(window, g)
    target = window.board.item("perm-perm_build")
    assert target is not None
    lines = tip_lines(target.toolTip())
    assert [line for line in lines if line.lower().startswith(("buy", "action: buy"))] == \
        ["Action: Buy up to one building."], lines
