"""The tables of Roll Through the Ages: The Iron Age, read once from resources/iron/*.toml (no Qt)."""
from __future__ import annotations

import tomllib
from typing import Any

from dawnofempires_gui.paths import resource


def _read(name: str) -> dict[str, Any]:
    with resource("iron", name).open("rb") as handle:
        return tomllib.load(handle)


_DICE = _read("dice.toml")
_DEVS = _read("developments.toml")
_MONS = _read("monuments.toml")
_DIS = _read("disasters.toml")
SHEET = _read("sheet.toml")

EMPIRE_FACES: list[dict[str, Any]] = _DICE["empire"]
FATE_FACES: list[dict[str, Any]] = _DICE["fate"]
EMPIRE_IDS: tuple[str, ...] = tuple(f["id"] for f in EMPIRE_FACES)
FATE_IDS: tuple[str, ...] = tuple(f["id"] for f in FATE_FACES)
EMPIRE_NAMES: dict[str, str] = {f["id"]: f["name"] for f in EMPIRE_FACES}
FATE_NAMES: dict[str, str] = {f["id"]: f["name"] for f in FATE_FACES}
FATE_FOOD: dict[str, int] = {f["id"]: int(f.get("food_per_food_die", 0)) for f in FATE_FACES}

DEVELOPMENTS: list[dict[str, Any]] = _DEVS["development"]
DEV_IDS: tuple[str, ...] = tuple(d["id"] for d in DEVELOPMENTS)
DEV_INDEX: dict[str, int] = {d: i for i, d in enumerate(DEV_IDS)}
DEV_BY_ID: dict[str, dict[str, Any]] = {d["id"]: d for d in DEVELOPMENTS}
ROADS_DISCOUNT: int = int(_DEVS["roads"]["discount"])

MONUMENTS: list[dict[str, Any]] = _MONS["monument"]
MON_IDS: tuple[str, ...] = tuple(m["id"] for m in MONUMENTS)
MON_INDEX: dict[str, int] = {m: i for i, m in enumerate(MON_IDS)}
MON_BOXES: tuple[int, ...] = tuple(int(m["boxes"]) for m in MONUMENTS)
MON_FIRST: tuple[int, ...] = tuple(int(m["first"]) for m in MONUMENTS)
MON_LATER: tuple[int, ...] = tuple(int(m["later"]) for m in MONUMENTS)

DISASTERS: list[dict[str, Any]] = _DIS["disaster"]
DISASTER_BY_SKULLS: dict[int, dict[str, Any]] = {int(d["skulls"]): d for d in DISASTERS}
MAX_DISASTER_SKULLS: int = max(DISASTER_BY_SKULLS)

PEG_NAMES: tuple[str, ...] = tuple(SHEET["pegs"])
PEG_START: dict[str, int] = {k: int(v[0]) for k, v in SHEET["pegs"].items()}
PEG_TOP: dict[str, int] = {k: int(v[1]) for k, v in SHEET["pegs"].items()}

PORT_URNS: tuple[int, ...] = tuple(SHEET["ports"]["urns"])  # ports 2..6
PROVINCE_BOXES: tuple[int, ...] = tuple(SHEET["provinces"]["boxes"])  # provinces 2..6
PROVINCE_TRIBUTE: tuple[int, ...] = tuple(SHEET["provinces"]["tribute"])
PROVINCE_ARMIES: int = int(SHEET["provinces"]["armies"])


def _cumulative(values: tuple[int, ...]) -> tuple[int, ...]:
    out, total = [], 0
    for v in values:
        total += v
        out.append(total)
    return tuple(out)


URNS_CUM: tuple[int, ...] = _cumulative(PORT_URNS)  # urns filled when port k+2 has all its urns
PROVINCE_CUM: tuple[int, ...] = _cumulative(PROVINCE_BOXES)
TOTAL_URNS: int = URNS_CUM[-1]
TOTAL_PROVINCE_BOXES: int = PROVINCE_CUM[-1]
MAX_PORTS: int = 1 + len(PORT_URNS)
MAX_PROVINCES: int = 1 + len(PROVINCE_BOXES)

CONQUEST_TOP: int = int(SHEET["tracks"]["conquest"])
TRIBUTE_TOP: int = int(SHEET["tracks"]["tribute"])
SKULL_TOP: int = int(SHEET["tracks"]["skulls"])
EMPIRE_DICE_TOP: int = int(SHEET["tracks"]["empire_dice"])
FAMINE_SKULLS: int = int(SHEET["famine"]["skulls_per_unfed_province"])
FORMATIONS_BONUS: int = int(SHEET["battle"]["formations"])
NAVY_PER_SHIP: int = int(SHEET["battle"]["navy_per_ship"])
GOODS_PER_WEALTH: int = int(SHEET["wealth"]["goods_per_wealth"])
COINAGE_GOODS_PER_WEALTH: int = int(SHEET["wealth"]["coinage_goods_per_wealth"])
WEALTH_VALUE: int = int(SHEET["wealth"]["value"])
WEALTH_POINTS: int = int(SHEET["wealth"]["points"])
INNOVATION_VALUE: int = int(SHEET["innovation"]["value"])
METALLURGY_VALUE: int = int(SHEET["innovation"]["metallurgy_value"])
SOLO_ROUNDS: int = int(SHEET["solitaire"]["rounds"])
SOLO_TARGET: int = int(SHEET["solitaire"]["target"])
END: dict[str, dict[str, int]] = {k: {kk: int(vv) for kk, vv in v.items()} for k, v in SHEET["end"].items()}
