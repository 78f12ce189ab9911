"""What players read: every action describes itself in plain words, every refusal gives the rulebook's reason,
and no text speaks of house rules, clauses or safeguards (the building called a House is fine)."""
import random
import re

from dawnofempires_gui.engine import Action
from dawnofempires_gui.engine.moves import Move

from .helpers import INFO, act, empty_board, put, run
from .test_random import face_to_face

FORBIDDEN = re.compile(r"\bhouse\b|\bhouses\b|clause|safeguard")  # the building is always "House"


def texts_of_random_play(n, seed, prepare=None):
    from dawnofempires_gui.engine import Seat
    game = INFO.new_game([Seat(f"P{i}") for i in range(n)], {"turn_limit": 6}, seed)
    chooser = random.Random(seed)
    seen = set()
    while not game.is_over():
        if prepare and game.turn == 1 and game.top_step()[0] == "resources":
            prepare(game, chooser)
            prepare = None
        seen.add(game.phase())
        seat = game.to_move()[0]
        legal = game.legal_actions(seat)
        for action in legal:
            words = game.describe(action)
            seen.add(words)
            assert words and "_" not in words and "=" not in words, (action, words)
            assert words != Move.describe(game.MOVES[action.kind], game, action), (action, words)  # not the fallback
        wrong = [a for a in (Action("attack", target=10 ** 6), Action("move_to", square=-1),
                             Action("found", building="wall"), Action("collect", resource="food", amount=10 ** 6))
                 if a.kind in {x.kind for x in legal}]
        for action in wrong:
            reason = game.problem(seat, action)
            assert reason and reason.endswith(".") and "_" not in reason, (action, reason)
            seen.add(reason)
        for event in game.apply(seat, chooser.choice(legal)):
            seen.add(event.text)
            seen.add(event.others)
    seen.add(game.end_reason)
    seen.update(game.scores().categories)
    return seen


def test_no_text_of_a_game_speaks_of_house_rules_clauses_or_safeguards():
    for n, seed, prepare in ((2, 1, None), (4, 2, None), (6, 3, None), (2, 4, face_to_face), (4, 5, face_to_face)):
        for text in texts_of_random_play(n, seed, prepare):
            assert not FORBIDDEN.search(text), text


def test_the_game_s_options_and_step_names_speak_plainly():
    for spec in INFO.options:
        for text in (spec.label, spec.help, *(label for _, label in spec.choices)):
            assert not FORBIDDEN.search(text), text
    from dawnofempires_gui.games.aoe.words import PHASE_NAMES, STEP_WORDS
    for text in (*STEP_WORDS.values(), *PHASE_NAMES.values(), INFO.summary, INFO.name):
        assert not FORBIDDEN.search(text), text


def test_refusals_give_the_rulebook_s_reason():
    game = empty_board(2)
    villager = put(game, "villager", 0, 5, 5)
    put(game, "town_center", 1, 20, 5)
    game.ages[0] = "tool"
    game.purses[0] = {"food": 1000, "wood": 1000, "gold": 1000, "stone": 1000}
    game.cc[0] = [villager["id"]]
    game.order, game.queue = [0, 1], [0, 1]
    run(game, "build")
    act(game, 0, "found_at", square=villager["square"])
    assert game.problem(0, Action("found", building="stable")) == "A Stable needs a Barracks first."
    assert game.problem(0, Action("found", building="siege_workshop")) == \
        "Siege Workshops come in the Bronze Age; you are in the Tool Age."
    assert game.problem(0, Action("found", building="dock")) == "A Dock must be built on a land square next to the sea."
    assert game.problem(0, Action("found", building="sentry_tower")) == \
        "Sentry Towers come in the Bronze Age; you are in the Tool Age."
    game.ages[0] = "bronze"
    put(game, "granary", 0, 9, 9)
    assert game.problem(0, Action("found", building="sentry_tower")) == \
        "A Sentry Tower is made by upgrading Watch Towers first."
    assert game.describe(Action("found", building="house")) == "Lay a House (30 wood)"
