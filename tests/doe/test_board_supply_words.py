"""A wonder's tile on the supply keeps its name readable once someone builds it (found on a screenshot at
the end of a game: the owner's disc lay over the last letter of "Hanging Gardens")."""
import pytest
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from dawnofempires_gui.games.doe import data as D
from dawnofempires_gui.ui.drawing import Glyph

from .test_board_window import finish_setup, open_window

pytestmark = pytest.mark.gui


@pytest.mark.parametrize("size", [(1280, 820), (1024, 700)])
def test_a_built_wonders_owner_disc_never_covers_its_name_or_its_costs(qtbot, size):
    window = open_window(qtbot, size=size)
    finish_setup(window)
    state = window.controller.state
    for k, wonder in enumerate(D.WONDERS):
        state.wonder_owner[wonder] = k % state.n
    window.redraw([])
    for wonder in D.WONDERS:
        item = window.board.supply.build_items[wonder]
        disc = item.owner_disc
        assert disc.isVisible(), wonder
        words = [c for c in item.childItems() if isinstance(c, QGraphicsSimpleTextItem)]
        icons = [c for c in item.childItems() if isinstance(c, Glyph)]
        name = item.name
        assert name.text() == D.BUILDINGS[wonder].name
        for other in words:  # the disc lies on no words: the name, the costs, the points
            assert not disc.sceneBoundingRect().intersects(other.sceneBoundingRect()), (wonder, other.text())
        for icon in icons[1:]:  # nor on the cost icons (the first icon, the wonder's own, is what it covers)
            assert not disc.sceneBoundingRect().intersects(icon.sceneBoundingRect()), wonder


def test_another_players_counts_say_1_hut_and_1_legend_in_the_singular(qtbot):
    window = open_window(qtbot)
    finish_setup(window)
    state = window.controller.state
    other = 1 - window.controller.viewer
    row = next(i for i in window.board.items() if i.data(0) == f"compact-{other}")
    huts = row.counts["huts"].toolTip()
    assert huts.startswith("1 hut on the map, 8 on the track"), huts  # each player's first town: 1 hut
    assert "1 huts" not in huts and "0 unhappy faces not cancelled" in huts
    state.legends[other] = 1
    window.redraw([])
    assert row.counts["legends"].toolTip() == "1 legend"
    assert row.counts["settlers"].toolTip() == "2 settlers at home"


def test_the_harvest_note_counts_1_unhappy_face_in_the_singular(qtbot):
    window = open_window(qtbot)
    finish_setup(window)
    c = window.controller
    me = c.viewer
    space = next(s for s, acts in enumerate(D.RONDEL) if "harvest" in acts)
    c.choose(next(a for a in c.state.legal_actions(me) if a.kind == "rondel" and a["action"] == "harvest"
                  and a["space"] == space))
    state = c.state
    assert state.top_step()[0] == "collect"
    state.huts_track[me] = D.HUTS - D.UNHAPPY_SPACES[0]  # the first unhappy face revealed, none cancelled
    assert state.unhappy(me) == 1
    window.redraw([])
    note = window.board.turn.notes[0].toolTip()
    assert note.endswith("1 unhappy face.") and "1 unhappy faces" not in note, note


def click_at(window, qtbot, point) -> None:
    from PySide6.QtCore import Qt
    qtbot.mouseClick(window.view.viewport(), Qt.LeftButton, pos=window.view.mapFromScene(point))


def test_converting_food_click_after_click_never_ends_the_turn_under_the_pointer(qtbot):
    """Clicking "1 food → 1 production" (Smithing) again and again in a Grow too dear: when the food runs out,
    the chip left under the pointer is never "End turn" (it took the place of the exchange, and the next
    click ended the turn)."""
    window = open_window(qtbot)
    finish_setup(window)
    c = window.controller
    me = c.viewer
    state = c.state
    state.techs[me].append("smithing")
    state.tech_left["smithing"] -= 1
    state.res[me][0] = 2  # 2 food: two conversions, then none
    state.rondel[me] = 0
    state.set_base("grow")
    window.redraw([])
    chip = window.board.targets["exchange-smithing"]
    spot = chip.sceneBoundingRect().center()
    for food in (1, 0):
        click_at(window, qtbot, spot)
        assert state.res[me][0] == food
    assert state.top_step()[0] == "grow" and c.state.to_move() == [me]
    under = [t for t in window.board.armed_targets() if t.sceneBoundingRect().contains(spot)]
    assert under == [], [t.data(0) for t in under]
    click_at(window, qtbot, spot)  # a third click where the button was does nothing
    assert state.top_step()[0] == "grow" and c.state.to_move() == [me]
    assert window.board.targets["end_turn"].isVisible()
