"""The words a player reads: every action describes itself in plain words, the log and the refusals speak the
rulebook's language, and nothing says how the project made its decisions."""
import random
import re

import pytest

from dawnofempires_gui.engine import Action, IllegalAction

from .helpers import at_play, new_game, play, set_cubes, table

RAW = re.compile(r"[a-z]+_[a-z_]+")  # an id where words belong


def fallback(action) -> str:
    """What the engine says for an action its game cannot describe."""
    args = ", ".join(f"{k} {v}" for k, v in action.args)
    return f"{action.kind.replace('_', ' ').capitalize()}{' (' + args + ')' if args else ''}"


def banned(text: str) -> bool:
    # "House" the building is the rulebook's word; "house" in lower case (a house value, a house rule) is not
    return bool(re.search(r"house (value|rule)|clause|safeguard", text, re.I)) or " house " in f" {text} "


@pytest.mark.parametrize("n, seed", [(2, 1), (3, 2), (5, 3)])
def test_every_action_and_log_line_is_plain_words(n, seed):
    g = new_game(n, seed)
    chooser = random.Random(seed)
    seen_kinds = set()
    while not g.is_over():
        seat = g.to_move()[0]
        legal = g.legal_actions(seat)
        for action in legal:
            words = g.describe(action)
            seen_kinds.add(action.kind)
            assert words and words != fallback(action), action
            assert not RAW.search(words) and not banned(words), (action, words)
        events = g.apply(seat, chooser.choice(legal))
        for e in events:
            for text in (e.text, e.others):
                assert not banned(text) and not re.search(r"[a-z]+_[a-z]+", text), text
        assert g.phase() and not banned(g.phase())
    assert {"play", "pass_card", "take_card", "draw_cards", "place_vp"} <= seen_kinds


def test_refusals_give_the_rulebooks_reason():
    g = table(["greek", "egyptian", "norse"])
    set_cubes(g, 0, food=0, wood=0, gold=0, favor=0)
    at_play(g, 0, "perm_build", "perm_next_age", "hera", "perm_attack")
    reasons = {}
    for card, use in (("perm_build", "action"), ("perm_next_age", "action"), ("hera", "both"), ("perm_build", "power")):
        with pytest.raises(IllegalAction) as refused:
            play(g, 0, card, use)
        reasons[card, use] = str(refused.value)
    assert "cannot pay" in reasons["perm_build", "action"]
    assert "Classical Age costs 4 Food, 4 Wood, 4 Gold and 4 Favor" in reasons["perm_next_age", "action"]
    assert "Favor must be paid" in reasons["hera", "both"]
    assert "no god power" in reasons["perm_build", "power"]
    for text in reasons.values():
        assert "not allowed now" not in text and not banned(text)
    with pytest.raises(IllegalAction, match="Now is the time for playing a card"):
        g.apply(0, Action("gather_now"))


def test_a_unit_whose_name_starts_with_a_vowel_is_an_anubite_not_a_anubite():
    """The log, the buttons and the refusals put 'an' before Anubite, Elephant, Egyptian, Armory."""
    from .battle_helpers import attack
    g = table(["egyptian", "greek"])
    g.units = [{"anubite": 1, "elephant": 1}, {"hoplite": 1}]
    attack(g, 0, 1, "city")
    words = [g.describe(a) for a in g.legal_actions(0)]
    assert "Send an Anubite into the battle" in words and "Send an Elephant into the battle" in words
    events = g.apply(0, Action("send_unit", unit="anubite"))
    assert "You choose an Anubite for the battle (secret)." in [e.text for e in events]
    assert not any(re.search(r"\ba [AEIOU]", w) for w in words + [e.text for e in events])


def test_a_card_played_for_its_god_power_names_the_god_power_once():
    """"Play Build 4 – Njord “Storm”: Njord “Storm” only (1 Favor)": the button and the Undo label said it twice."""
    from dawnofempires_gui.games.aom import data as D
    g = at_play(table(["greek", "norse"]), 0, "apollo")
    words = sorted(g.describe(a) for a in g.legal_actions(0) if a.kind == "play")
    label = D.CARDS["apollo"].label
    assert words == [f"Play {label}: the action only", f"Play {label}: the god power (1 Favor), then the action",
                     f"Play {label}: the god power only (1 Favor)"]
    assert all(w.count(D.CARDS["apollo"].god.title) == 1 for w in words)
