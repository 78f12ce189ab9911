"""Where the parts of the Age of Mythology board go: the two layouts (board.py says what each shows), FULL, 900 + 440
wide, and COMPACT for a window too small to show FULL with its smallest words at READABLE_PX or more
(choose_layout).
"""
from __future__ import annotations

from dataclasses import dataclass

from dawnofempires_gui.games.aom import board_player
from dawnofempires_gui.games.aom.board_hand import H as HAND_H
from dawnofempires_gui.games.aom.board_items import MIN_PX
from dawnofempires_gui.games.aom.board_others import COMPACT, SHORT, TALL
from dawnofempires_gui.games.aom.board_others import W as PANEL_W
from dawnofempires_gui.games.aom.board_prompt import COMPACT_PROMPT_H, LEFT_W, PROMPT_H
from dawnofempires_gui.games.aom.board_table import ROW_H, TILE_ROW_H


@dataclass(frozen=True)
class Geometry:
    """Where the parts of the board go (see the module's words on the two layouts)."""

    compact: bool
    left_w: float
    table_y: float
    face_y: float
    face_h: float
    own_y: float
    hand_y: float
    scene_h: float
    panel_gap: float

    @property
    def right_x(self) -> float:
        return self.left_w + 16

    @property
    def scene_w(self) -> float:
        return self.right_x + PANEL_W

    @property
    def hand_h(self) -> float:
        return self.scene_h - self.hand_y

    def panel_layout(self, n: int):
        return TALL if n <= 3 else SHORT if self.compact and n >= 6 else COMPACT


def _geometry(compact: bool) -> Geometry:
    left_w, gap = (board_player.COMPACT.w, 6.0) if compact else (LEFT_W, 8.0)
    table_y = (COMPACT_PROMPT_H if compact else PROMPT_H) + gap
    face_y = table_y + ROW_H + gap
    # compact: a row high enough for two lines of tiles a player can click (the draft of six players turns up
    # twenty kinds), its room taken from the gaps round the player board
    face_h = 68.0 if compact else TILE_ROW_H
    own_y = face_y + face_h + (8 if compact else 14)
    own_h = board_player.COMPACT.h if compact else board_player.FULL.h
    hand_y = own_y + own_h + (6 if compact else 14)
    scene_h = 890.0 if compact else hand_y + HAND_H
    return Geometry(compact, left_w, table_y, face_y, face_h, own_y, hand_y, scene_h, 5.0 if compact else 8.0)


FULL, SMALL = _geometry(False), _geometry(True)
TABLE_Y, FACE_Y, OWN_Y, HAND_Y, SCENE_H = FULL.table_y, FULL.face_y, FULL.own_y, FULL.hand_y, FULL.scene_h
RIGHT_X, SCENE_W = FULL.right_x, FULL.scene_w
PANEL_GAP = FULL.panel_gap
FULL_DRAWN = (SCENE_W + 20, SCENE_H + 24)  # what FULL draws (its edges and marks included), in scene units
READABLE_PX = 9.0  # the smallest words on the screen, in pixels, that FULL may show in a window
def choose_layout(width: int, height: int) -> Geometry:
    """FULL when a view of `width` x `height` pixels shows it fitted with its smallest words at READABLE_PX or
    more, else COMPACT. (A view not yet laid out, tiny, keeps FULL.)"""
    if width < 100 or height < 100:
        return FULL
    margin = 4 + 20  # the view's fit leaves 2 pixels a side and 10 scene units round what is drawn
    scale = min((width - 4) / (FULL_DRAWN[0] + margin - 4), (height - 4) / (FULL_DRAWN[1] + margin - 4))
    return FULL if scale * MIN_PX >= READABLE_PX - 1e-6 else SMALL
