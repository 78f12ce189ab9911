"""Many seeded random games between random seats, to their end or a turn limit: after every action no resource
is negative, the unit limit holds, every piece stands on a square it may (ships at sea, Docks by it), and the
record replays to the same state. Skirmishes start with both sides' armies face to face, so that the attack
phases, the hits and the programmed moves are played out too."""
import random

import pytest

from dawnofempires_gui.engine import Seat
from dawnofempires_gui.engine.record import Record
from dawnofempires_gui.games.aoe.kinds import KINDS, RESOURCES

from .helpers import INFO, NAMES

GAMES_PER_COUNT = 100
TURNS = 5
SKIRMISHES = 15
REPLAY_EVERY = 40  # a replay is compared by digest at this many actions, and at the end


def check(game):
    assert game.invariant_problems() == [], game.phase()
    for s, (units, limit) in enumerate(game.tally()):
        assert all(game.purses[s][k] >= 0 for k in RESOURCES)
        assert game.eliminated[s] or units <= limit + game.over_limit[s]
    for p in game.pieces.values():
        assert game.board.sea[p["square"]] == KINDS[p["type"]].sea
    assert game.is_over() or game.to_move(), game.phase()


def play(n, seed, turns, prepare=None):
    seats = [Seat(NAMES[i], computer=True) for i in range(n)]
    options = INFO.checked_options({"turn_limit": turns, "team_game": ("long", "short")[seed % 2]})
    game = INFO.new_game(seats, options, seed)
    chooser = random.Random(seed * 31 + n)
    actions = []
    digests = {}
    while not game.is_over():
        if prepare is not None and game.turn == 1 and game.top_step()[0] == "resources":
            prepare(game, chooser)
            prepare = None
            actions = None  # a prepared position cannot be replayed from the record
        seat = game.to_move()[0]
        legal = game.legal_actions(seat)
        assert legal, game.phase()
        action = chooser.choice(legal)
        game.apply(seat, action, trusted=True)
        if actions is not None:
            actions.append((seat, action))
            if len(actions) % REPLAY_EVERY == 0:
                digests[len(actions)] = game.digest()
        check(game)
    if actions is not None:
        record = Record(game="aoe", seats=seats, options=options, seed=seed, actions=actions)
        again = record.new_state()
        for done, (seat, action) in enumerate(actions, 1):
            again.apply(seat, action)  # with every check: each action was legal
            if done in digests:
                assert again.digest() == digests[done]
        assert again.digest() == game.digest()
    return game


@pytest.mark.slow
@pytest.mark.parametrize("n", [2, 4, 6])
def test_random_games_keep_every_rule_and_replay_to_the_same_state(n):
    ended = 0
    for seed in range(GAMES_PER_COUNT):
        game = play(n, seed, TURNS)
        assert game.is_over() and game.turn <= TURNS
        ended += 1
    assert ended == GAMES_PER_COUNT


ARMY = ("villager", "villager", "clubman", "axeman", "shortsword", "hoplite", "cavalry", "war_elephant", "bowman",
        "bowman", "composite_bowman", "horse_archer", "stone_thrower", "catapult", "ballista", "helepolis")


def face_to_face(game, chooser):
    """Every player gets an army in the middle of the board, near the enemy, and the means to pay for things."""
    cx, cy = game.board.width // 2, game.board.height // 2
    for s in range(game.n):
        game.ages[s] = chooser.choice(("stone", "tool", "bronze", "iron"))
        for k in RESOURCES:
            game.purses[s][k] += 1000
        for _ in range(3):
            game.add_piece("house", s, game.board.grid.cell(cx, cy))
        for type_id in chooser.sample(ARMY, 8):
            x = cx + chooser.randint(-3, 3)
            y = cy + chooser.randint(-3, 3)
            game.add_piece(type_id, s, game.board.grid.cell(x, y))
        game.add_piece("watch_tower", s, game.board.grid.cell(cx + chooser.randint(-2, 2), cy))
        game.add_piece("war_galley", s, game.board.grid.cell(cx + chooser.randint(-3, 3), 0))


@pytest.mark.slow
@pytest.mark.parametrize("n", [2, 4, 6])
def test_random_skirmishes_keep_every_rule(n):
    decided = 0
    for seed in range(SKIRMISHES):
        game = play(n, 1000 + seed, 12, prepare=face_to_face)
        assert game.is_over()
        decided += len(game.winners) < n
    assert decided >= 0
