"""The contract's pieces, proven with the test game: actions, the seeded generator, records, undo."""
import json

import pytest
from hypothesis import given, strategies as st

from dawnofempires_gui.engine import HIDDEN, Action, IllegalAction, RecordError, Rng, Seat, registry
from dawnofempires_gui.engine.record import Record
from dawnofempires_gui.engine.session import Session
from dawnofempires_gui.ai.simulate import play

json_scalars = st.one_of(st.integers(-10**6, 10**6), st.text(max_size=8), st.booleans(), st.none())
json_values = st.recursive(json_scalars, lambda inner: st.lists(inner, max_size=4), max_leaves=10)


@given(kind=st.text(min_size=1, max_size=12), args=st.dictionaries(st.from_regex(r"[a-z]{1,6}", fullmatch=True), json_values, max_size=4))
def test_actions_round_trip_through_json(kind, args):
    action = Action(kind, **args)
    again = Action.from_json(json.loads(json.dumps(action.to_json())))
    assert again == action and hash(again) == hash(action)


def test_actions_are_immutable():
    action = Action("bid", amount=2)
    with pytest.raises(AttributeError):
        action.kind = "roll"


def test_a_non_action_in_a_file_is_a_record_error():
    with pytest.raises(RecordError):
        Action.from_json({"amount": 2})


def test_the_generator_repeats_itself_from_the_same_seed_and_clones_cheaply():
    a, b = Rng(42), Rng(42)
    assert [a.randint(1, 6) for _ in range(50)] == [b.randint(1, 6) for _ in range(50)]
    c = a.clone()
    assert [a.below(1000) for _ in range(5)] == [c.below(1000) for _ in range(5)]
    assert Rng(1).next64() != Rng(2).next64()


def test_the_generator_is_fair_enough_for_dice():
    rng = Rng(7)
    counts = [0] * 6
    for _ in range(60000):
        counts[rng.randint(1, 6) - 1] += 1
    assert all(9000 < c < 11000 for c in counts)


def new_session(seed=3, players=2, **options):
    info = registry.get("secretdice")
    seats = [Seat(n) for n in ("Ana", "Ben", "Cy", "Di")[:players]]
    record = Record("secretdice", seats, info.checked_options(options), seed)
    return Session(record)


def test_bids_are_secret_in_the_other_seats_view():
    session = new_session()
    session.apply(0, Action("bid", amount=3))
    assert session.state.view(0).picks == [[Action("bid", amount=3)], []]
    assert session.state.view(1).picks == [[HIDDEN], []]  # Ben sees that Ana bid, not what
    assert session.state.view(None).picks == [[HIDDEN], []]
    assert session.state.to_move() == [1]


def test_bids_are_revealed_together_when_the_last_is_in():
    session = new_session()
    session.apply(0, Action("bid", amount=3))
    events = session.apply(1, Action("bid", amount=1))
    assert session.state.bids == [3, 1] and session.state.picks == [[], []]
    assert any(e.kind == "reveal" and "Ana 3, Ben 1" in e.text and e.audience is None for e in events)


def test_a_secret_pick_is_told_to_its_seat_and_only_that_it_was_made_to_the_others():
    session = new_session()
    session.apply(0, Action("bid", amount=3))
    ana = [text for _, text in session.log_for(0)]
    ben = [text for _, text in session.log_for(1)]
    assert any("Bid 3" in t for t in ana)
    assert not any("3" in t for t in ben) and any("Ana chooses in secret" in t for t in ben)


def test_a_view_cannot_predict_the_dice():
    session = new_session()
    view = session.state.view(0)
    assert view.rng.state != session.state.rng.state


def test_an_illegal_action_is_refused_with_a_message_and_changes_nothing():
    session = new_session()
    before = session.state.digest()
    with pytest.raises(IllegalAction, match="Bid 1, 2 or 3"):
        session.apply(0, Action("bid", amount=7))
    with pytest.raises(IllegalAction, match="needs a whole number for amount, not 2.0"):
        session.apply(0, Action("bid", amount=2.0))
    with pytest.raises(IllegalAction, match="needs a whole number for amount, not True"):
        session.apply(0, Action("bid", amount=True))
    with pytest.raises(IllegalAction, match="no seat 5 at this table of 2"):
        session.apply(5, Action("bid", amount=2))
    with pytest.raises(IllegalAction, match="no seat -1 at this table of 2"):
        session.apply(-1, Action("bid", amount=2))
    with pytest.raises(IllegalAction, match="not Ben's turn"):
        new = new_session()
        new.apply(0, Action("bid", amount=1))
        new.apply(1, Action("bid", amount=1))
        new.apply(1, Action("roll"))
    assert session.state.digest() == before
    assert session.record.actions == []


def play_to_rolls(session):
    session.apply(0, Action("bid", amount=1))
    session.apply(1, Action("bid", amount=2))


def test_undo_takes_back_a_free_choice():
    session = new_session()
    play_to_rolls(session)
    before = session.state.digest()
    session.apply(0, Action("take_token"))
    status = session.undo_status(0)
    assert status.possible and "Take a bonus token" in status.reason
    session.undo(0)
    assert session.state.digest() == before
    assert session.record.actions[-1] == (1, Action("bid", amount=2))


def test_undo_never_goes_back_past_a_roll():
    session = new_session()
    play_to_rolls(session)
    session.apply(0, Action("roll"))
    status = session.undo_status(0)
    assert not status.possible and "New information" in status.reason


def test_undo_does_not_go_back_past_another_seats_secret_pick():
    session = new_session()
    session.apply(0, Action("bid", amount=1))
    assert not session.undo_status(0).possible


def test_only_the_seat_that_moved_can_take_it_back():
    session = new_session()
    play_to_rolls(session)
    session.apply(0, Action("take_token"))
    status = session.undo_status(1)
    assert not status.possible and "Ana" in status.reason


def test_replay_of_the_record_equals_the_live_game():
    for seed in range(20):
        played = play("secretdice", 3, seed)
        assert played.finished
        again = Record.loads(played.record.dumps()).replay()
        assert again.digest() == played.state.digest()


def test_the_same_seed_and_actions_give_the_same_game_and_another_seed_another():
    a, b, c = play("secretdice", 2, 11), play("secretdice", 2, 11), play("secretdice", 2, 12)
    assert a.state.digest() == b.state.digest()
    assert a.record.actions != c.record.actions or a.state.digest() != c.state.digest()


def test_clone_is_independent():
    session = new_session()
    clone = session.state.clone()
    clone.apply(0, Action("bid", amount=2))
    assert session.state.picks == [[], []] and clone.picks[0] == [Action("bid", amount=2)]
    assert clone.rng.state == session.state.rng.state


def test_scores_name_the_tie_break():
    state = new_session().state
    state.points = [5, 5]
    state.tokens = [2, 1]
    sheet = state.scores()
    assert sheet.winners == [0] and "tokens" in sheet.tie_break


def test_options_are_checked_against_the_schema():
    info = registry.get("secretdice")
    assert info.checked_options({}) == {"target": 6, "bonus": True}
    with pytest.raises(RecordError, match="Points to win"):
        info.checked_options({"target": 99})
    with pytest.raises(RecordError, match="no option"):
        info.checked_options({"colour": "red"})
    with pytest.raises(RecordError, match="2–4 players"):
        info.new_game(["solo"], {}, 1)


def test_unknown_game_is_a_clear_error():
    with pytest.raises(RecordError, match="does not know a game called 'chess'"):
        registry.get("chess")
