"""game.toml: the fixed values of Rise of Empires (components, start, tracks, action display, tiles display)."""
from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, Mapping

from .data_records import ACTION_ROWS, KINDS, Amounts, DataError, _Rec

@dataclass(frozen=True)
class GameSetup:
    eras: int
    turns_per_era: int
    phases: tuple[str, ...]
    min_players: int
    max_players: int
    colours: int
    player_aid_cards: int
    cubes_per_colour: int
    action_discs_per_colour: int
    alliance_pieces: int
    resource_discs: int
    gold_markers: int
    empire_tiles: int
    territory_tiles: int
    progress_tiles: int
    city_tiles: int
    wonder_tiles: int
    gold_denominations: tuple[int, ...]
    gold_unlimited: bool
    discs_limited: bool
    start: Amounts  # vp, food, gold, discs (cubes here = cubes in the pool)
    start_stock_cubes: int
    marker_discs: tuple[str, ...]
    actions_per_turn: int
    food_bottom: int
    food_top: int
    food_per_gold_over_top: int
    vp_per_food_under_bottom: int
    last_turn_food_factor: int
    vp_track_length: int
    vp_bottom: int
    turn_order_spaces: int
    action_rows: tuple[str, ...]
    circles: Mapping[int, int]  # players -> circles per row
    empire_row_max: int
    b_turn_payments: tuple[str, ...]
    progress_boxes: int
    progress_per_box_per_era: int
    progress_face_up: int
    territory_boxes: int
    territory_per_box: int
    territory_face_up: int
    city_boxes: int
    city_boxes_era_1_2: int
    city_face_up: int
    city_face_up_from_turn: Mapping[int, int]
    empire_boxes: int
    progress_earlier_era_cost: Mapping[int, int]  # eras back -> gold
    keep_progress_gold: int
    keep_city_cubes: int
    era_end_removal: str
    era_end_skipped_after: int
    final_gold_per_vp: int
    final_discs_per_vp: int
    sources: Mapping[str, str]  # section -> source

    @property
    def turns(self) -> int:
        return self.eras * self.turns_per_era

    def circles_for(self, players: int, row: str) -> int:
        """How many discs a row of the action display takes in a game of this many players."""
        n = self.circles[players]
        return min(n, self.empire_row_max) if row == "empire" else n

    def city_face_up_in(self, turn: int) -> int:
        n = self.city_face_up
        for start, count in sorted(self.city_face_up_from_turn.items()):
            if turn >= start:
                n = count
        return n


def _int_map(rec: _Rec, key: str) -> Mapping[int, int]:
    v = rec.get(key, dict)
    out = {}
    for k, n in v.items():
        if not k.isdigit() or not isinstance(n, int) or isinstance(n, bool):
            raise rec.fail(f"{key!r} must map whole numbers to whole numbers, not {k!r} = {n!r}")
        out[int(k)] = n
    return MappingProxyType(out)


def parse_game(doc: dict[str, Any], file: str = "game.toml") -> GameSetup:
    sec: dict[str, _Rec] = {}
    for name in ("structure", "components", "bank", "start", "discs", "food_track", "vp_track", "turn_order_track",
                 "action_display", "b_turn", "tiles_display", "progress_cost", "era_end", "final_score"):
        if name not in doc:
            raise DataError(f"resources/roe/{file}: missing [{name}]")
        sec[name] = _Rec(file, name, doc[name])
    unknown = set(doc) - set(sec)
    if unknown:
        raise DataError(f"resources/roe/{file}: unknown section(s) {sorted(unknown)}")
    pos = {"check": lambda n: n >= 0, "what": "must not be negative"}
    s, c, b, st, d, f, v, t, a, bt, td, pc, ee, fs = sec.values()
    players = c.get("players", list)
    if len(players) != 2 or not all(isinstance(p, int) for p in players) or not 2 <= players[0] <= players[1]:
        raise c.fail(f"'players' must be [fewest, most], not {players!r}")
    rows = tuple(a.get("rows", list))
    if rows != ACTION_ROWS:
        raise a.fail(f"'rows' must be {list(ACTION_ROWS)}, not {list(rows)}")
    circles = _int_map(a, "circles")
    if sorted(circles) != list(range(players[0], players[1] + 1)):
        raise a.fail(f"'circles' must give every player count {players[0]}-{players[1]}")
    payments = tuple(bt.get("payments", list))
    if not set(payments) <= set(KINDS):
        raise bt.fail(f"'payments' may name only {KINDS}")
    markers = tuple(d.get("markers", list))
    setup = GameSetup(
        eras=s.get("eras", int, **pos), turns_per_era=s.get("turns_per_era", int, **pos),
        phases=tuple(s.get("phases", list)),
        min_players=players[0], max_players=players[1], colours=c.get("colours", int, **pos),
        player_aid_cards=c.get("player_aid_cards", int, **pos),
        cubes_per_colour=c.get("cubes_per_colour", int, **pos),
        action_discs_per_colour=c.get("action_discs_per_colour", int, **pos),
        alliance_pieces=c.get("alliance_pieces", int, **pos), resource_discs=c.get("resource_discs", int, **pos),
        gold_markers=c.get("gold_markers", int, **pos), empire_tiles=c.get("empire_tiles", int, **pos),
        territory_tiles=c.get("territory_tiles", int, **pos), progress_tiles=c.get("progress_tiles", int, **pos),
        city_tiles=c.get("city_tiles", int, **pos), wonder_tiles=c.get("wonder_tiles", int, **pos),
        gold_denominations=tuple(b.get("gold_denominations", list)), gold_unlimited=b.get("gold_unlimited", bool),
        discs_limited=b.get("discs_limited", bool),
        start=Amounts(vp=st.get("vp", int, **pos), food=st.get("food", int, **pos), gold=st.get("gold", int, **pos),
                      discs=st.get("discs", int, **pos), cubes=st.get("pool_cubes", int, **pos)),
        start_stock_cubes=st.get("stock_cubes", int, **pos),
        marker_discs=markers, actions_per_turn=d.get("actions_per_turn", int, **pos),
        food_bottom=f.get("bottom", int), food_top=f.get("top", int, **pos),
        food_per_gold_over_top=f.get("food_per_gold_over_top", int, check=lambda n: n > 0, what="must be positive"),
        vp_per_food_under_bottom=f.get("vp_per_food_under_bottom", int, **pos),
        last_turn_food_factor=f.get("last_turn_factor", int, **pos),
        vp_track_length=v.get("length", int, **pos), vp_bottom=v.get("bottom", int),
        turn_order_spaces=t.get("spaces", int, **pos),
        action_rows=rows, circles=circles, empire_row_max=a.get("empire_row_max", int, **pos),
        b_turn_payments=payments,
        progress_boxes=td.get("progress_boxes", int, **pos),
        progress_per_box_per_era=td.get("progress_per_box_per_era", int, **pos),
        progress_face_up=td.get("progress_face_up", int, **pos),
        territory_boxes=td.get("territory_boxes", int, **pos), territory_per_box=td.get("territory_per_box", int, **pos),
        territory_face_up=td.get("territory_face_up", int, **pos), city_boxes=td.get("city_boxes", int, **pos),
        city_boxes_era_1_2=td.get("city_boxes_era_1_2", int, **pos), city_face_up=td.get("city_face_up", int, **pos),
        city_face_up_from_turn=_int_map(td, "city_face_up_from_turn"), empire_boxes=td.get("empire_boxes", int, **pos),
        progress_earlier_era_cost=_int_map(pc, "earlier_era"),
        keep_progress_gold=ee.get("keep_progress_gold", int, **pos), keep_city_cubes=ee.get("keep_city_cubes", int, **pos),
        era_end_removal=ee.get("map_cubes_removed", str, check=lambda x: x in ("half_up", "half_down"), what="must be half_up or half_down"),
        era_end_skipped_after=ee.get("skip_after_era", int, **pos),
        final_gold_per_vp=fs.get("gold_per_vp", int, check=lambda n: n > 0, what="must be positive"),
        final_discs_per_vp=fs.get("discs_per_vp", int, check=lambda n: n > 0, what="must be positive"),
        sources=MappingProxyType({name: r.source() for name, r in sec.items()}),
    )
    for r in sec.values():
        r.done()
    return setup
