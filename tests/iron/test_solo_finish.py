"""At the end of a solitaire game the table keeps the best score on this computer and says how it did."""
import pytest

from dawnofempires_gui.engine import registry
from dawnofempires_gui.ai.simulate import play
from dawnofempires_gui.games.iron import solo_best


@pytest.mark.rule("iron.solo.rounds.1")
def test_a_finished_solitaire_game_is_compared_with_100_and_the_best_so_far():
    info = registry.get("iron")
    first = play("iron", 1, 3).state
    words = info.finish_notes(first)
    score = first.scores().totals[0]
    assert len(words) == 1 and f"{score} points" in words[0] and "target of 100" in words[0]
    assert "first recorded" in words[0]
    assert solo_best.best_score() == score
    second = play("iron", 1, 4).state
    again = info.finish_notes(second)[0]
    assert str(max(score, second.scores().totals[0])) == str(solo_best.best_score())
    assert ("best" in again) and (str(score) in again or "new best" in again.lower())


def test_a_game_with_opponents_keeps_no_solitaire_score():
    info = registry.get("iron")
    assert info.finish_notes(play("iron", 2, 3).state) == []
    assert solo_best.best_score() is None
