"""What players see of the Age of Mythology board in a 1280×820 and a 1024×700 window: every word inside its box
and clear of the words and pieces beside it, readable on its ground, and the tooltip of what is shown (never of
the board hidden under the battle arena)."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from dawnofempires_gui.games.aom import data as D
from dawnofempires_gui.games.aom.board_items import Glyph
from dawnofempires_gui.games.aom.rules_tables import NSQ

from .fit_helpers import battle_in_window, box, contrast, ink, inside, words_of
from .helpers import at_play, build_now, play, put_tile, set_cubes, table
from .test_board import open_window, show_position

pytestmark = pytest.mark.gui
SIZES = [(1280, 820), (1024, 700)]
SIX = ["greek", "egyptian", "norse", "greek", "egyptian", "norse"]


@pytest.mark.parametrize("size", SIZES)
def test_the_banks_counts_stand_clear_of_their_names_and_the_cubes_left_inside_their_box(qtbot, size):
    window = open_window(qtbot, players=6, size=size)
    show_position(window, table(SIX))  # 26 cubes of each resource: two digits
    row = window.board.table_row
    for r, count in row.bank.items():
        target = row.targets[f"bank-{r}"]
        name = words_of(target)[0]
        assert count.text() == "26" and name.text()
        gap = ink(name).left() - ink(count).right()
        assert gap >= 3, f"the bank's {r}: '{count.text()}' runs into '{name.text()}'"
        assert inside(ink(count), box(target), 2) and inside(ink(name), box(target), 2)
    assert inside(ink(row.vp_text), box(row.targets["bank-vp"]), 3), "the victory cubes left lie inside their box"


@pytest.mark.parametrize("size", SIZES)
def test_the_victory_cards_words_keep_off_the_cards_edges(qtbot, size):
    window = open_window(qtbot, size=size)
    show_position(window, table(["greek", "norse"]))
    row = window.board.table_row
    for v, (card, count, who1, who2) in row.cards.items():
        for text in (*words_of(card), count, who1, who2):
            if text.isVisible() and text.text():
                assert inside(ink(text), box(card), 3), f"'{text.text()}' touches the edge of {v}"
                assert "…" not in text.text(), text.text()


def test_once_the_game_is_over_the_victory_cards_say_who_took_their_cubes(qtbot):
    from .test_end import finished

    def setup(g):
        build_now(g, 0, "wall")  # the most buildings; the armies tie
    g = finished({"largest_army": 2, "most_buildings": 3}, setup)
    window = open_window(qtbot, players=3)
    c = window.controller
    c.session.state, c.waiting_for_ready, c.viewer = g, None, 0  # nobody to move: the first seat looks on
    window.cover.hide()
    window.redraw([])
    cards = window.board.table_row.cards
    said = {v: f"{who1.text()} {who2.text()}".strip() for v, (_, _, who1, who2) in cards.items()}
    assert said["most_buildings"] == f"taken by {g.seat_name(0)}"
    assert said["largest_army"] == "nobody took them"
    assert not any(words.startswith("now:") for words in said.values())


def test_a_victory_cards_tooltip_writes_the_players_names_as_they_are(qtbot):
    """"Now: andrew.": the tooltip made the first letter of its sentence a capital and every other one small."""
    g = table(["greek", "norse"])
    g.add_units(0, "hoplite", 3)
    at_play(g, 0, "perm_build")
    window = open_window(qtbot)
    show_position(window, g)
    tip = window.board.item("vp-largest_army").toolTip()
    assert f"Now: {g.seat_name(0)}." in tip, tip


@pytest.mark.parametrize("size", SIZES)
def test_the_table_names_the_three_cultures_decks_whole_or_in_its_tooltip(qtbot, size):
    """"Decks: Greek 27 + 9 up, Egyptian 23 + 14 up, Norse 28 + 9…": three cultures' decks did not fit at 1024×700,
    and the line had no tooltip. A deck says its face-up cards only when it has some; a line cut says all."""
    g = table(["greek", "egyptian", "norse"])
    for culture, up in (("greek", 9), ("egyptian", 14), ("norse", 9)):
        deck = g.deck(culture)
        g.under(culture).extend(deck[:up])
        del deck[:up]
    at_play(g, 0, "perm_build")
    window = open_window(qtbot, players=3, size=size)
    show_position(window, g)
    info = window.board.table_row.info
    shown = " ".join(t.text() for t in info) + " " + " ".join(t.toolTip() for t in info if t.text().endswith("…"))
    for culture in ("greek", "egyptian", "norse"):
        name = culture.capitalize()
        counts = (len(g.deck(culture)), len(g.under(culture)))
        assert f"{name} deck: {counts[0]} face down, {counts[1]} face up" in shown or (
            f"{name} {counts[0]} ({counts[1]} up)" in shown or f"{name} deck: {counts[0]} + {counts[1]} face up"
            in shown), shown


@pytest.mark.parametrize("size", SIZES)
def test_a_game_won_on_a_tie_of_points_says_so_on_the_board_not_that_one_alone_had_that_score(qtbot, size):
    from .test_end import finished

    def setup(g):
        g.vp[0] = g.vp[1] = 3
        g.vp_bank -= 6
        set_cubes(g, 0, food=0, wood=0, gold=0, favor=2)
    g = finished({}, setup)
    window = open_window(qtbot, players=3, size=size)
    c = window.controller
    c.session.state, c.waiting_for_ready, c.viewer = g, None, 0
    window.cover.hide()
    window.redraw([])
    note = " ".join(t.text() for t in window.board.prompt.notes).split()
    assert " ".join(note) == "Bill wins: tied with Andrew on 3 victory points, with more resource cubes (16 against 2)."


@pytest.mark.parametrize("size", SIZES)
def test_the_names_on_the_arenas_side_bars_read_on_every_seat_colour(qtbot, size):
    """Six players, three battles of neighbours: every seat's colour is a side's bar once (yellow once hid
    'defender', orange and sky blue made it faint)."""
    from .battle_helpers import armies, attack
    window = open_window(qtbot, players=6, size=size)
    for att in (0, 2, 4):
        g = table(SIX)
        g.units[att], g.units[att + 1] = {D.UNITS_BY_CULTURE[SIX[att]][0]: 1}, {D.UNITS_BY_CULTURE[SIX[att + 1]][0]: 1}
        attack(g, att, att + 1, "city")
        armies(g, list(g.units[att]), list(g.units[att + 1]))
        show_position(window, g)
        for bar, name, role in window.board.arena.side_head:
            ground = bar.brush().color()
            assert contrast(name.brush().color(), ground) >= 4.5, (name.text(), ground.name())
            assert contrast(role.brush().color(), ground) >= 3, (name.text(), role.text(), ground.name())


@pytest.mark.parametrize("size", SIZES)
def test_a_fighters_two_line_name_lies_in_its_band_and_its_card_has_its_tooltip(qtbot, size):
    window, g = battle_in_window(qtbot, size, "egyptian", "greek", {"chariot_archer": 2}, {"hoplite": 2},
                                 [("chariot_archer", "hoplite", [6, 1, 1] + [1] * 20)])
    card = window.board.arena.picks[0]
    assert card.key[:2] == ("face", "chariot_archer") and card.isVisible()
    band = box(card.band)
    name = [t for t in card.lines if t.isVisible() and t.text() and t.text() in "Chariot Archer"]
    assert len(name) == 2, "the name takes two lines"
    for line in name:
        assert inside(ink(line), band, 1), f"'{line.text()}' crosses the edge of the card's band"
    assert "Chariot Archer" in card.toolTip() and "dice" in card.toolTip()


@pytest.mark.parametrize("size", SIZES)
def test_the_battle_arena_shows_its_own_tooltips_never_those_of_the_board_under_it(qtbot, size):
    window, g = battle_in_window(qtbot, size, "greek", "egyptian", {"hoplite": 2}, {"spearman": 2},
                                 [("hoplite", "spearman", [6, 1, 1, 1] + [1] * 20)])
    board, arena = window.board, window.board.arena
    die = next(d for d in arena.dice[0] if d.isVisible())
    points = [arena.picks[0].sceneBoundingRect().center(), arena.picks[1].sceneBoundingRect().center(),
              die.sceneBoundingRect().center(), arena.mapToScene(QPointF(arena.w / 2, arena.h - 8)),
              arena.mapToScene(QPointF(20, arena.h / 2))]
    for point in points:
        shown = next((i for i in board.items(point) if i.toolTip() and i.isVisible()), None)
        assert shown is not None, f"nothing to say at {point}"
        assert shown is arena or arena.isAncestorOf(shown), f"the tooltip of {shown.data(0)} under the arena"


def hand_of_seven(qtbot, size):
    window = open_window(qtbot, size=size)
    g = table(["norse", "greek"])
    g.age[0] = 3  # the Mythic Age: seven cards
    at_play(g, 0, "bragi", "heimdall", "tyr", "njord", "perm_gather", "perm_explore", "perm_next_age")
    show_position(window, g)
    return window


@pytest.mark.parametrize("size", SIZES)
def test_every_card_of_a_full_hand_holds_its_words_and_its_name_lies_in_its_band(qtbot, size):
    window = hand_of_seven(qtbot, size)
    cards = [c for c in window.board.hand.cards if c.isVisible()]
    assert len(cards) == 7
    for card in cards:
        lines = [t for t in card.lines if t.isVisible() and t.text()]
        band = box(card.band)
        for line in lines:
            assert inside(ink(line), box(card), 2), f"'{line.text()}' runs out of {card.card}"
            title = line.font().bold() and ink(line).center().y() < band.bottom()
            if title:
                assert inside(ink(line), band, 1), f"'{line.text()}' crosses the band of {card.card}"
            else:
                assert ink(line).top() >= band.bottom(), f"'{line.text()}' runs into the band of {card.card}"


def test_the_words_beside_an_empty_side_stay_in_its_column_in_a_small_window(qtbot):
    from .battle_helpers import encounter
    window, g = battle_in_window(qtbot, (1024, 700), "greek", "norse", {"hoplite": 2}, {"huskarl": 1})
    encounter(g, "hoplite", "huskarl", [6, 1, 1, 1, 1, 1] + [1] * 20)  # the last defender falls
    show_position(window, g)
    arena = window.board.arena
    assert window.board.arena_mode == "finished" and not g.last_battle["units"][1]
    column = QRectF(arena.mapToScene(QPointF(arena.side_x(1), 0)), arena.mapToScene(QPointF(
        arena.side_x(1) + arena.side_w, arena.h)))
    notes = [t for t in arena.side_notes[1] if t.isVisible() and t.text()]
    assert notes and "".join(t.text() for t in notes)
    for note in notes:
        assert inside(ink(note), column), f"'{note.text()}' runs out of the defender's column"


def test_in_a_small_window_the_earlier_rounds_never_cover_the_cards_of_the_round(qtbot):
    """The Huskarl may go berserk in round 2: both cards are shown while he chooses how to fight."""
    from .helpers import do
    window, g = battle_in_window(qtbot, (1024, 700), "norse", "greek", {"huskarl": 2}, {"hoplite": 2},
                                 [("huskarl", "hoplite", [6, 1, 1, 1, 1, 1] + [1] * 20)])
    do(g, 0, "fight", unit="huskarl")
    do(g, 1, "fight", unit="hoplite")
    assert g.step() == "tactic"
    show_position(window, g)
    arena = window.board.arena
    cards = [box(card) for card in arena.picks if card.isVisible()]
    assert len(cards) == 2
    words = [t for t in arena.childItems() if isinstance(t, QGraphicsSimpleTextItem) and t.isVisible() and t.text()
             and t not in {line for card in arena.picks for line in card.lines}]
    for text in words:
        assert not any(ink(text).intersects(card) for card in cards), f"'{text.text()}' lies over a card"
    assert "…" not in arena.round_title.text()


def test_in_a_small_window_who_won_the_round_lies_inside_the_middle_of_the_arena(qtbot):
    """A Cyclops (ten dice, two rows) against a Huskarl, after two re-rolls of equal sixes."""
    roll = [6] + [1] * 9 + [6, 1, 1]
    window, g = battle_in_window(qtbot, (1024, 700), "greek", "norse", {"cyclops": 1}, {"huskarl": 2},
                                 [("cyclops", "huskarl", roll + roll + [6] + [1] * 9 + [1, 1, 1] + [1] * 20)])
    arena = window.board.arena
    assert len(g.battle["history"][-1]["rolls"]) == 3
    middle = arena.mapRectToScene(QRectF(arena.center_x - 4, 62, arena.center_w + 8, arena.h - 182))
    lines = [t for t in arena.result if t.isVisible() and t.text()]
    assert lines and "re-rolls" in " ".join(t.text() for t in lines)
    for line in lines:
        assert inside(ink(line), middle, 4), f"'{line.text()}' runs out of the middle of the arena"
    assert "…" not in arena.round_title.text()


def test_the_count_of_buildings_not_shown_on_a_panel_lies_clear_of_the_last_one(qtbot):
    window = open_window(qtbot, players=4)
    g = table(["greek", "egyptian", "norse", "greek"])
    build_now(g, 1, "house", "wall", "storehouse", "quarry", "granary", "wood_workshop", "gold_mint")
    show_position(window, g)
    panel = window.board.panels[1]
    more = panel.more_buildings
    assert more.text().endswith(" more")
    for chip in panel.chips:
        if chip.isVisible():
            assert not ink(more).intersects(box(chip)), f"'+1 more' lies over {chip.data(0)}"


@pytest.mark.parametrize("size", SIZES)
def test_the_pieces_a_panel_has_no_room_for_are_named_where_it_counts_them(qtbot, size):
    """"+2 more" on a compact panel: nowhere on the board said which units or buildings they were."""
    window = open_window(qtbot, players=4, size=size)
    g = table(["greek", "egyptian", "norse", "greek"])
    build_now(g, 1, "house", "wall", "storehouse", "quarry", "granary", "wood_workshop", "gold_mint")
    g.add_units(1, "mummy", 1)
    g.add_units(1, "phoenix", 2)
    g.add_units(1, "scorpion_man", 1)
    show_position(window, g)
    panel = window.board.panels[1]
    shown = {chip.data(0) for chip in panel.chips if chip.isVisible()}
    for more in (panel.more_units, panel.more_buildings):
        left_out = int(more.text().split()[0].lstrip("+"))
        named = more.toolTip().removeprefix(f"{g.seat_name(1)} also has: ").split(", ")
        assert len(named) == left_out, more.toolTip()
        if more is panel.more_buildings:
            names = {b: D.BUILDINGS[b].name for b in g.bld[1]}
            assert {b for b, name in names.items() if name in named} == {b for b in names if f"bld-1-{b}" not in shown}
        hit = window.board.items(more.sceneBoundingRect().center())
        assert more in hit, "the pointer on the count reads its tooltip"

def test_a_permanent_card_played_says_so_inside_its_card(qtbot):
    window = open_window(qtbot)
    g = table(["greek", "norse"])
    at_play(g, 0, "perm_build", "perm_gather")
    play(g, 0, "perm_build")
    show_position(window, g)
    assert not window.board.geo.compact
    card, state = window.board.own[0].rack["perm_build"]
    assert state.text().startswith("played")
    assert inside(ink(state), box(card), 2), f"'{state.text()}' runs out of its card"


def test_a_tile_on_a_small_panel_shows_its_cubes_clear_of_its_worker_and_of_its_icon(qtbot):
    window = open_window(qtbot, players=4)
    g = table(["greek", "egyptian", "norse", "greek"])
    q = put_tile(g, 1, next(t for t, tt in D.TILES.items() if tt.amount == 2), worker="villager")
    show_position(window, g)
    square = window.board.panels[1].squares[q]
    face = square.tile
    assert face.size < 30 and face.amount.text() == "2"
    number = ink(face.amount)
    inner = face.mapRectToScene(QRectF(0, 0, face.size, face.size).adjusted(*[0.14 * face.size] * 2,
                                                                              *[-0.14 * face.size] * 2))
    assert inside(number, inner), "the cubes lie inside the tile's resource"
    assert not square.worker_disc.mapToScene(square.worker_disc.shape()).intersects(number), "under the villager"
    icons = [icon for icon in face.childItems() if isinstance(icon, Glyph) and icon.isVisible()]
    assert not any(icon.sceneBoundingRect().intersects(number) for icon in icons), "the number lies over the icon"
    assert g.work[1 * NSQ + q] == "villager"


@pytest.mark.parametrize("size", SIZES)
def test_the_mark_to_move_on_a_panel_leaves_the_last_line_of_the_panel_above_readable(qtbot, size):
    """Six players: Christine attacks Dana; both choose their armies, Dana's panel is marked under Bill's."""
    from .battle_helpers import attack
    from .helpers import give_card
    g = table(SIX)
    for card in ("perm_build", "perm_recruit", "perm_gather"):
        give_card(g, 1, card)
    attack(g, 2, 3, "city")
    window = open_window(qtbot, players=6, size=size)
    show_position(window, g)
    board = window.board
    assert board.me == 2 and board.halos[3].isVisible()
    badge = [item for item in board.halos[3].childItems() if item.zValue() >= 1]
    above = board.panels[1]
    assert above.y() < board.panels[3].y()
    lines = [t for t in (above.hand, above.played) if t.isVisible() and t.text()]
    assert lines and "Build 1" in lines[0].text()
    for line in lines:
        for item in badge:
            assert not ink(line).intersects(item.sceneBoundingRect()), f"'to move' covers '{line.text()}'"


def test_a_finished_battle_never_speaks_of_a_wall_or_tower_built_after_it(qtbot):
    """Bill's Production Area had no Tower in the battle; he builds one afterwards, with the battle still shown."""
    from .battle_helpers import encounter
    window, g = battle_in_window(qtbot, (1280, 820), "greek", "norse", {"hoplite": 2}, {"huskarl": 1},
                                 area="production")
    encounter(g, "hoplite", "huskarl", [6, 1, 1, 1, 1, 1] + [1] * 20)  # his last unit falls
    build_now(g, 1, "tower")
    show_position(window, g)
    arena = window.board.arena
    assert window.board.arena_mode == "finished" and "Production Area" in arena.subtitle.text()
    assert "Tower" not in arena.subtitle.text() and "Tower" not in arena.ground.toolTip()


def test_a_title_cut_short_never_keeps_a_round_without_its_turn(qtbot):
    from dawnofempires_gui.games.aom.board_items import elide_title
    from dawnofempires_gui.ui.drawing import metrics
    title = "Turn 6 · round 1 · Eve · moving villagers before gathering"
    room = metrics(15, True).horizontalAdvance("round 1 · Eve · moving villagers before gathering") + 2
    assert elide_title(title, 15, room) == "Eve · moving villagers before gathering"

@pytest.mark.parametrize("size", SIZES)
def test_the_arena_says_which_unit_won_equal_sixes_and_why(qtbot, size):
    """"the tie decided by a special": the player was not told which special, nor whose."""
    from .battle_helpers import sixes
    window, g = battle_in_window(qtbot, size, "greek", "egyptian", {"medusa": 1}, {"spearman": 2},
                                 rounds=[("medusa", "spearman", sixes(1, 5) + sixes(1, 3))])
    said = " ".join(" ".join(t.text() for t in window.board.arena.result).split())
    assert said.endswith("the Medusa wins on equal sixes."), said

def test_a_prompt_cut_short_in_a_small_window_shows_whole_when_pointed_at(qtbot):
    window, g = battle_in_window(qtbot, (1024, 700), "greek", "egyptian", {"hoplite": 2}, {"spearman": 2})
    title = window.board.prompt.title
    assert title.text() != g.phase() and g.phase().endswith(title.text().rstrip("…")), title.text()
    assert title.toolTip() == g.phase() and not title.toolTip().endswith("…")


def test_a_prompt_beside_its_button_in_a_small_window_drops_the_turn_before_what_the_player_is_asked(qtbot):
    """At 1024×700 the button beside the title left "Turn 1 · round 1 · Andrew · naming what is ga…": the turn and
    the round (the status bar says them too) give way first."""
    g = table(["greek", "norse"])
    at_play(g, 0, "perm_gather")
    play(g, 0, "perm_gather")
    window = open_window(qtbot, size=(1024, 700))
    show_position(window, g)
    board = window.board
    assert any(b.isVisible() for b in board.prompt.buttons)
    title = board.prompt.title.text()
    assert title.endswith(f"{g.seat_name(0)} · naming what is gathered"), title
    assert title == g.phase() or board.prompt.title.toolTip() == g.phase()


@pytest.mark.parametrize("size", SIZES)
def test_the_count_of_a_kind_of_tile_face_up_stands_on_a_chip_of_its_own(qtbot, size):
    """Twelve tiles of the draft, some kinds twice: their '×2' stands clear of the tile's lines."""
    window = open_window(qtbot, size=size)
    window.view.fit()
    counted = [(t, face, count) for t, face, count in window.board.face_up.slots if t.isVisible() and count.text()]
    assert counted, "some kind lies face up more than once"
    for t, face, count in counted:
        assert count.badge.isVisible() and inside(ink(count), box(count.badge), 1), count.text()
        assert inside(box(count.badge), box(t).adjusted(-1, -1, 1, 1)), "the chip stays on its tile"


def test_the_tiles_face_up_are_as_large_as_the_row_of_a_small_window_allows(qtbot):
    """In a 1024x700 window the row of tiles face up is low: the sixteen kinds of a six-player draft lie in two lines
    at 20 pixels or more with their resource's icon (one line made them 19 pixels, without it), their counts beside
    them; thirteen kinds in one line at 24 pixels or more, their counts under them. (Each is clicked in more than it
    shows: test_board_reach.py.)"""
    from dawnofempires_gui.games.aom.board_items import TileFace
    from dawnofempires_gui.games.aom.rules_tables import TILE_INDEX
    window = open_window(qtbot, players=6, size=(1024, 700))

    def tiles_at_least(kinds: int, lines: int, smallest: float) -> list:
        window.view.fit()
        row = window.board.face_up  # (a new table builds the board again)
        scale = window.view.transform().m11()
        shown = [(t, face, count) for t, face, count in row.slots if t.isVisible()]
        assert len(shown) == len(set(window.controller.state.face_up)) == kinds
        assert len({t.y() for t, _, _ in shown}) == lines
        for t, face, _ in shown:
            assert min(box(t).width(), box(t).height()) * scale >= smallest, f"{t.data(0)} is too small to see"
            assert inside(box(t), box(row).adjusted(-2, -2, 2, 2))
            assert face.icon.isVisible(), "the resource's icon shows"
        return [(t, count) for t, _, count in shown if count.text()]

    counted = tiles_at_least(16, 2, 20)  # the draft
    row = window.board.face_up
    assert row.slots[0][1].size >= TileFace.SMALL_TILE
    state = window.controller.state
    assert [t.text() for t in row.title] == ["The draft", "36 tiles face up",
                                             f"{state.seat_name(state.to_move()[0])} picks"], "whole words"
    tiles = [box(t) for t, _, _ in row.slots if t.isVisible()]
    assert counted and not any(count.badge.isVisible() for _, count in counted), "the counts beside the small tiles"
    for t, count in counted:
        assert ink(count).left() > box(t).right() + 1 and inside(ink(count), box(row)), count.text()
        assert not any(ink(count).intersects(other) for other in tiles), count.text()
    g = table(SIX)
    g.face_up = list(TILE_INDEX)[:13]
    show_position(window, g)
    tiles_at_least(13, 1, 24)


@pytest.mark.parametrize("size", SIZES)
def test_a_units_name_in_the_arena_is_whole_and_clear_of_its_count(qtbot, size):
    window, g = battle_in_window(qtbot, size, "norse", "greek", {"throwing_axeman": 2, "huskarl": 1}, {"hoplite": 2})
    cards = [c for c in window.board.arena.cards if c.isVisible()]
    axeman = next(c for c in cards if c.data(0).endswith("throwing_axeman"))
    assert axeman.name.text() == "Throwing Axeman"
    for card in cards:
        assert ink(card.count).left() - ink(card.name).right() >= 5, card.name.text()


@pytest.mark.parametrize("size", SIZES)
def test_the_cubes_of_every_tile_on_the_boards_lie_inside_its_resource_square(qtbot, size):
    """Two players: the tiles of the player board and of the other player's tall panel, each kind once."""
    from dawnofempires_gui.games.aom.rules_tables import TERRAIN
    window = open_window(qtbot, size=size)
    g = table(["greek", "norse"])
    for seat in (0, 1):
        for tile, t in D.TILES.items():
            if g.free_square(seat, t.terrain) >= 0 and t.terrain in TERRAIN[g.cult[seat]]:
                put_tile(g, seat, tile)
    show_position(window, g)
    board = window.board
    faces = [sq.tile for sq in (*board.own[0].squares, *board.panels[1].squares) if sq.tile.isVisible()]
    assert len(faces) >= 16
    for face in faces:
        inset = 0.14 * face.size
        square = face.mapRectToScene(QRectF(inset, inset, face.size - 2 * inset, face.size - 2 * inset))
        assert inside(ink(face.amount), square, 0.5), f"{face.tile}: its cubes cross the resource's edge"
        if face.icon.isVisible():
            assert not face.icon.sceneBoundingRect().adjusted(2, 2, -2, -2).intersects(ink(face.amount))
