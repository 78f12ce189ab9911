"""Rise of Empires: what a player sees — the face-down stacks hidden and filled in again, every other
thing public; the words of buttons, the log and refusals; the search's guess of a game not over."""
import random
import re

import pytest

from dawnofempires_gui.ai import RandomBot
from dawnofempires_gui.engine import HIDDEN, Action, Rng, Seat
from dawnofempires_gui.engine.record import Record
from dawnofempires_gui.engine.session import Session
from dawnofempires_gui.games.roe import data as D
from dawnofempires_gui.games.roe.state import CITY_LEVELS

from .helpers import MICHAEL, PETER, new_game, run_until

BANNED = re.compile(r"\b(house|clause|safeguard)s?\b", re.I)


def test_the_face_down_stacks_are_hidden_from_everyone_but_their_counts_show():
    g = new_game(4, 61)
    for seat in (MICHAEL, None):
        view = g.view(seat)
        for name in ("progress_deck1", "progress_deck2", "progress_deck3", "territory_deck", "city_deck"):
            assert all(t is HIDDEN for t in getattr(view, name) if t is not None), name
            assert [t is None for t in getattr(view, name)] == [t is None for t in getattr(g, name)]
        assert view.face_down() == g.face_down()
        assert view.legal_actions(g.to_move()[0]) == g.legal_actions(g.to_move()[0])


def test_a_view_filled_in_keeps_each_era_and_each_city_level_in_its_place():
    g = run_until(new_game(3, 62), lambda x: x.turn == 3, seed=62)
    filled = g.view(MICHAEL).determinize(MICHAEL, Rng(5))
    assert filled.check_invariants() == []
    for era in D.ERAS:
        deck = [t for t in getattr(filled, f"progress_deck{era}") if t is not None]
        assert all(D.PROGRESS_BY_ID[t].era == era for t in deck)
    for level, stack in enumerate(CITY_LEVELS):
        row = [t for t in filled.city_deck[level * 8:level * 8 + 8] if t is not None]
        assert not row or sorted(row) == sorted(D.CITY_STACKS[stack])
    assert sorted(t for t in filled.progress_deck2 if t) == sorted(t for t in g.progress_deck2 if t)
    assert filled.progress_deck2 != g.progress_deck2 or filled.territory_deck != g.territory_deck


def words_seen(players, seed, limit=2500):
    """Every text a player meets in one random game: buttons, the log, the status bar, refusals."""
    g = new_game(players, seed)
    bot = RandomBot(seed)
    texts = [e.text for e in g.take_opening_events()]
    bogus = [Action("take_progress", tile="printing"), Action("place", region="china", count=9),
             Action("take_disc", row="trade", circle=0), Action("battle", region="med", player=0, row=1),
             Action("choose_place", space=9), Action("pay", what="gold", amount=7), Action("end_turn")]
    while not g.is_over() and limit:
        seat = g.to_move()[0]
        legal = g.legal_actions(seat)
        texts += [g.describe(a) for a in legal] + [g.phase()]
        texts += [g.problem(seat, a) for a in bogus if a not in legal]
        for e in g.apply(seat, bot.choose(None, seat, legal)):
            texts += [e.text, e.others]
        limit -= 1
    sheet = g.scores()
    texts += sheet.categories + [sheet.tie_break, *sheet.notes]
    return [t for t in texts if t]


@pytest.mark.parametrize("players, seed", [(2, 63), (5, 64)])
def test_no_word_a_player_reads_speaks_of_house_rules_clauses_or_safeguards(players, seed):
    texts = words_seen(players, seed)
    assert len(texts) > 1000
    assert [t for t in texts if BANNED.search(t)] == []
    assert all(t[0].isupper() or t[0].isdigit() for t in texts), [t for t in texts if not t[0].isupper()][:5]
    tile_texts = [t.text for t in D.PROGRESS]
    assert [t for t in tile_texts if BANNED.search(t)] == []


def test_actions_read_as_plain_words():
    g = new_game(3, 65, first=MICHAEL)
    words = {a.kind: g.describe(a) for a in g.legal_actions(MICHAEL)}
    assert words["take_empire"].startswith("Take empire tile ") and "you lose" in words["take_empire"]
    assert words["trade"].startswith("Trade 2 resource discs for")
    assert "_" not in " ".join(words.values())


def test_the_search_guess_favours_the_player_ahead_and_stays_between_0_and_1():
    g = new_game(3, 66)
    even = g.evaluate()
    assert all(abs(v - even[0]) < 1e-9 for v in even)
    g.add_vp(PETER, 15, "Regions")
    guess = g.evaluate()
    assert all(0.0 < v < 1.0 for v in guess) and guess[PETER] > 0.9 > guess[MICHAEL]
    done = run_until(new_game(2, 67), lambda x: False, seed=67)
    assert done.evaluate() == done.returns()


def test_a_copy_for_the_computers_search_shares_nothing_that_play_changes():
    g = run_until(new_game(4, 68), lambda x: x.turn == 2 and x.top_step()[0] == "action", seed=68)
    copy = g.clone()
    for name, value in vars(g).items():
        if isinstance(value, (list, dict)) and name not in ("flow", "picks", "seats", "_events", "options"):
            assert getattr(copy, name) is not value, name
            inner = value.values() if isinstance(value, dict) else value
            twin = getattr(copy, name)
            twin_inner = twin.values() if isinstance(twin, dict) else twin
            for a, b in zip(inner, twin_inner):
                if isinstance(a, (list, dict)):
                    assert a is not b, name
    before = g.digest()
    bot = RandomBot(3)
    for _ in range(200):
        if copy.is_over():
            break
        seat = copy.to_move()[0]
        copy.apply(seat, bot.choose(None, seat, copy.legal_actions(seat)))
    assert g.digest() == before


def test_the_undo_note_for_taking_a_disc_back_does_not_say_take_back_twice(tmp_path):
    session = Session.start(Record("roe", [Seat("Ana"), Seat("Ben")], {}, 2), tmp_path / "a.json")
    rng = random.Random(3)
    while True:  # to the first B turn's disc taken back
        seat = session.state.to_move()[0]
        legal = session.state.legal_actions(seat)
        take = [a for a in legal if a.kind == "take_disc"]
        if take:
            break
        session.apply(seat, rng.choice(legal))
    session.apply(seat, take[0])
    reason = session.undo_status(seat).reason
    assert reason.startswith("Undo: Take back your disc from"), reason
