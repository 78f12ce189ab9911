"""Building the Age of Mythology tables from the checked records, file by file (load())."""
from __future__ import annotations

from pathlib import Path
from typing import Any

from dawnofempires_gui.paths import resource
from dawnofempires_gui.games.aom.data_records import (Age, AomData, Board, Bonus, Building, Card, Culture, Deck,
                                                     FrozenMap, GodPower, Pieces, Resource, Terrain, Tile, Unit,
                                                     VictoryCard)
from dawnofempires_gui.games.aom.data_reader import (_GOD_FIELDS, _UNIT_FIELDS, _check_int, _check_str, _house_fields,
                                                    _Reader, _Rec)
from dawnofempires_gui.games.aom.data_schema import (AWARDS, BUILDING_EFFECTS, GOD_POWERS, UNIT_KINDS, UNIT_SPECIALS,
                                                    DataError)


def _load_game(r: _Reader) -> dict[str, Any]:
    f = "game.toml"
    r.top(f, ("resource", "culture", "age", "players", "bank", "tiles", "start", "turn", "victory"))
    out: dict[str, Any] = {}

    def simple(array: str, extra: tuple[str, ...] = ()) -> dict[str, dict[str, Any]]:
        records = r.items(f, array)
        r.unique(f, array, [rec.raw.get("id") for rec in records])
        found = {}
        for rec in records:
            values = {"id": rec.string("id"), "name": rec.string("name")}
            for key in extra:
                values[key] = rec.string(key)
            values["source"] = rec.source()
            rec.close()
            r.note(rec, values["source"])
            found[values["id"]] = values
        return found

    out["resources"] = {k: Resource(**v) for k, v in simple("resource", ("color",)).items()}
    r.resources = tuple(out["resources"])
    out["cultures"] = {k: Culture(**v) for k, v in simple("culture", ("color",)).items()}
    r.cultures = tuple(out["cultures"])
    out["ages_raw"] = simple("age")
    r.ages = tuple(out["ages_raw"])
    if len(r.ages) < 2:
        raise DataError(f"aom data, {f}: at least two Ages are needed")

    rec = r.section(f, "players")
    players = {k: rec.integer(k, 1) for k in ("min", "max", "box_max")}
    src = rec.source()
    rec.close()
    r.note(rec, src)
    if not players["min"] <= players["box_max"] <= players["max"]:
        raise rec.error("min <= box_max <= max does not hold")
    out["players"] = FrozenMap(players)
    low, high = players["min"], players["max"]

    rec = r.section(f, "bank")
    out["bank_cubes"] = r.players_table(rec, "cubes", low, high)
    out["vp_cubes"] = rec.integer("vp_cubes", 1)
    r.note(rec, rec.source())
    rec.close()

    rec = r.section(f, "tiles")
    out["tile_sets"] = r.players_table(rec, "sets", low, high)
    r.note(rec, rec.source())
    rec.decision()
    rec.close()

    rec = r.section(f, "start")
    start: dict[str, Any] = {"age": rec.string("age", r.ages), "resources": r.cost(rec, "resources")}
    for key in ("mortal_units_each", "buildings", "villagers", "draft_tiles_per_player", "draft_picks"):
        start[key] = rec.integer(key, 0)
    r.note(rec, rec.source())
    rec.decision()
    rec.close()
    out["start"] = FrozenMap(start)

    rec = r.section(f, "turn")
    turn = {k: rec.integer(k, 1) for k in ("rounds", "vp_cubes_placed", "vp_cubes_placed_two_players",
                                             "spoilage_keep")}
    r.note(rec, rec.source())
    rec.close()
    out["turn"] = FrozenMap(turn)

    victory = {}
    for rec in r.items(f, "victory"):
        card = VictoryCard(id=rec.string("id"), name=rec.string("name"), award=rec.string("award", AWARDS),
                           text=rec.string("text"), source=rec.source())
        rec.close()
        r.note(rec, card.source)
        victory[card.id] = card
    r.unique(f, "victory", [x.get("id") for x in r.raw[f]["victory"]])
    out["victory_cards"] = victory
    return out


def _load_boards(r: _Reader, ages_raw: dict[str, dict[str, Any]]) -> dict[str, Any]:
    f = "boards.toml"
    r.top(f, ("terrain", "city", "hand_size", "board"))
    terrains = {}
    for rec in r.items(f, "terrain"):
        t = Terrain(id=rec.string("id"), name=rec.string("name"), source=rec.source())
        rec.close()
        r.note(rec, t.source)
        terrains[t.id] = t
    r.unique(f, "terrain", [x.get("id") for x in r.raw[f]["terrain"]])
    r.terrains = tuple(terrains)

    rec = r.section(f, "city")
    rows, cols = rec.integer("rows", 1), rec.integer("cols", 1)
    r.note(rec, rec.source())
    rec.close()

    rec = r.section(f, "hand_size")
    hand = {age: rec.integer(age, 1) for age in r.ages}
    src = rec.source()
    rec.decision()
    rec.close()
    r.note(rec, src)
    ages = {aid: Age(id=aid, name=v["name"], index=i, hand_size=hand[aid], source=v["source"])
            for i, (aid, v) in enumerate(ages_raw.items())}

    boards = {}
    for rec in r.items(f, "board"):
        culture = rec.string("culture", r.cultures)
        grid = rec.array("production")
        if not grid or not all(isinstance(row, list) and len(row) == len(grid[0]) and row for row in grid):
            raise rec.error("'production' must be a non-empty list of rows of equal length")
        for row in grid:
            for terrain in row:
                _check_str(rec, "production", terrain, r.terrains)
        board = Board(culture=culture, production=tuple(tuple(row) for row in grid), source=rec.source())
        rec.close()
        r.note(rec, board.source)
        if culture in boards:
            raise rec.error("a second board for this culture")
        boards[culture] = board
    missing = set(r.cultures) - set(boards)
    if missing:
        raise DataError(f"aom data, {f}: no board for {', '.join(sorted(missing))}")
    return {"terrains": terrains, "city_rows": rows, "city_cols": cols, "ages": ages, "boards": boards}


def _load_tiles(r: _Reader) -> dict[str, Tile]:
    f = "tiles.toml"
    r.top(f, ("tile",))
    tiles = {}
    for rec in r.items(f, "tile"):
        terrain = rec.string("terrain", r.terrains)
        res = rec.string("resource", r.resources)
        amount = rec.integer("amount", 1)
        tile = Tile(id=f"{terrain}_{res}_{amount}", terrain=terrain, resource=res, amount=amount,
                    count=rec.integer("count", 1), source=rec.source(), decision=rec.decision())
        rec.close()
        r.note(rec, tile.source)
        if tile.id in tiles:
            raise rec.error(f"tile kind {tile.id!r} is listed twice")
        tiles[tile.id] = tile
    return tiles


def _load_buildings(r: _Reader) -> dict[str, Building]:
    f = "buildings.toml"
    r.top(f, ("building",))
    r.unique(f, "building", [x.get("id") for x in r.raw[f].get("building", []) if isinstance(x, dict)])
    buildings = {}
    for rec in r.items(f, "building"):
        b = Building(id=rec.string("id"), name=rec.string("name"), cost=r.cost(rec, "cost"),
                     limit=rec.integer("limit", 1),
                     effect=r.effect(rec, "effect", rec.value("effect"), BUILDING_EFFECTS),
                     requires_age=rec.string("requires_age", r.ages, default=None),
                     text=rec.string("text"), source=rec.source())
        rec.close()
        r.note(rec, b.source)
        buildings[b.id] = b
    return buildings


def _load_units(r: _Reader) -> dict[str, Any]:
    f = "units.toml"
    r.top(f, ("unit_type", "unit", "shades", "pieces"))
    types = {}
    for rec in r.items(f, "unit_type"):
        tid, name, src = rec.string("id"), rec.string("name"), rec.source()
        rec.close()
        r.note(rec, src)
        types[tid] = name
    r.unique(f, "unit_type", [x.get("id") for x in r.raw[f]["unit_type"]])
    r.unit_types = tuple(types)
    for kind in UNIT_KINDS:
        if kind not in types:
            raise DataError(f"aom data, {f}: the unit type {kind!r} is missing")

    r.unique(f, "unit", [x.get("id") for x in r.raw[f].get("unit", []) if isinstance(x, dict)])
    units = {}
    for rec in r.items(f, "unit"):
        uid = rec.string("id")
        unit_types = rec.array("types")
        for t in unit_types:
            _check_str(rec, "types", t, r.unit_types)
        kinds = [t for t in unit_types if t in UNIT_KINDS]
        if len(kinds) != 1:
            raise rec.error("'types' must hold exactly one of mortal, myth, hero")
        if len(set(unit_types)) != len(unit_types):
            raise rec.error("'types' lists a type twice")
        bonuses = []
        for i, raw in enumerate(rec.array("bonuses")):
            sub = _Rec(f, f"{rec.where} bonus #{i + 1}", raw)
            bonuses.append(Bonus(vs=sub.string("vs", r.unit_types), dice=sub.integer("dice", 1)))
            sub.close()
        specials = tuple(r.effect(rec, f"special #{i + 1}", raw, UNIT_SPECIALS)
                         for i, raw in enumerate(rec.array("specials")))
        age = rec.string("age", r.ages, default=None)
        if (age is None) != (kinds[0] != "hero"):
            raise rec.error("a hero needs an 'age', and only a hero has one")
        if age == r.ages[0]:
            raise rec.error(f"no hero belongs to the {age} Age")
        unit = Unit(id=uid, name=rec.string("name"), culture=rec.string("culture", r.cultures),
                    types=tuple(unit_types), dice=rec.integer("dice", 1), cost=r.cost(rec, "cost"),
                    bonuses=tuple(bonuses), specials=specials, age=age, text=rec.string("text", default=""),
                    source=rec.source(), decision=rec.decision(), house_fields=_house_fields(rec, _UNIT_FIELDS))
        rec.close()
        r.note(rec, unit.source)
        units[uid] = unit

    rec = r.section(f, "shades")
    shades = FrozenMap({k: rec.integer(k, 1) for k in ("up_to_3_players", "from_4_players")})
    r.note(rec, rec.source())
    rec.close()

    pieces = {}
    for rec in r.items(f, "pieces"):
        culture = rec.string("culture", r.cultures)
        table = rec.table("per_shade")
        own = [u.id for u in units.values() if u.culture == culture]
        if sorted(table) != sorted(own):
            extra, lacking = sorted(set(table) - set(own)), sorted(set(own) - set(table))
            raise rec.error(f"'per_shade' must list exactly the {culture} units"
                            f"{f'; not theirs: {extra}' if extra else ''}{f'; missing: {lacking}' if lacking else ''}")
        for uid, n in table.items():
            _check_int(rec, f"per_shade.{uid}", n, 1)
        p = Pieces(culture=culture, per_shade=FrozenMap((u, table[u]) for u in own),
                   villagers=rec.integer("villagers", 1), source=rec.source(), decision=rec.decision())
        rec.close()
        r.note(rec, p.source)
        if culture in pieces:
            raise rec.error("a second piece pool for this culture")
        pieces[culture] = p
    return {"unit_types": types, "units": units, "shades": shades, "pieces": pieces}


def _load_cards(r: _Reader) -> dict[str, Card]:
    cards: dict[str, Card] = {}

    def add(card: Card, rec: _Rec) -> None:
        if card.id in cards:
            raise rec.error(f"card id {card.id!r} is used twice")
        cards[card.id] = card

    f = "cards.toml"
    r.top(f, ("permanent", "plain"))
    for array, deck in (("permanent", "permanent"), ("plain", "random")):
        for rec in r.items(f, array):
            cid = rec.string("id")
            culture = rec.string("culture", r.cultures, default=None) if deck == "random" else None
            card = Card(id=cid, deck=deck, culture=culture, **r.action(rec), god=None, text=rec.string("text"),
                        source=rec.source(), decision=rec.decision())
            rec.close()
            r.note(rec, card.source)
            add(card, rec)

    f = "gods.toml"
    r.top(f, ("god",))
    for rec in r.items(f, "god"):
        cid = rec.string("id")
        culture = rec.string("culture", r.cultures)
        action = r.action(rec)
        god = GodPower(god=rec.string("god"), power_name=rec.string("power_name", default=None),
                       favor=rec.integer("favor", 1), power=r.effect(rec, "power", rec.value("power"), GOD_POWERS),
                       text=rec.string("text"))
        card = Card(id=cid, deck="random", culture=culture, **action, god=god, text=god.text, source=rec.source(),
                    decision=rec.decision(), house_fields=_house_fields(rec, _GOD_FIELDS))
        rec.close()
        r.note(rec, card.source)
        add(card, rec)
    return cards


def _load_decks(r: _Reader, cards: dict[str, Card]) -> dict[str, Deck]:
    f = "decks.toml"
    r.top(f, ("deck",))
    decks = {}
    for rec in r.items(f, "deck"):
        culture = rec.string("culture", r.cultures)
        table = rec.table("cards")
        for cid, copies in table.items():
            card = cards.get(cid)
            if card is None or card.deck != "random":
                raise rec.error(f"'cards': {cid!r} is not a random action card")
            if card.culture not in (None, culture):
                raise rec.error(f"'cards': {cid!r} belongs to the {card.culture} deck")
            _check_int(rec, f"cards.{cid}", copies, 1)
        deck = Deck(culture=culture, cards=FrozenMap(table), source=rec.source(), decision=rec.decision())
        rec.close()
        r.note(rec, deck.source)
        if culture in decks:
            raise rec.error("a second deck for this culture")
        decks[culture] = deck
    missing = set(r.cultures) - set(decks)
    if missing:
        raise DataError(f"aom data, {f}: no random deck for {', '.join(sorted(missing))}")
    return decks


def _check_links(units: dict[str, Unit], cards: dict[str, Card], pieces: dict[str, Any],
                 boards: dict[str, Board]) -> None:
    """References to units stay inside one culture; every culture has its pieces; heroes one per later Age."""
    for unit in units.values():
        for special in unit.specials:
            for key, value in special.params.items():
                if UNIT_SPECIALS[special.id][key].rstrip("?") == "unit" and units[value].culture != unit.culture:
                    raise DataError(f"aom data, units.toml, [[unit]] {unit.id!r}: special {special.id!r} names "
                                    f"the {units[value].culture} unit {value!r}")
    for card in cards.values():
        if card.god is None:
            continue
        power = card.god.power
        for key, value in power.params.items():
            if GOD_POWERS[power.id][key].rstrip("?") == "unit" and units[value].culture != card.culture:
                raise DataError(f"aom data, gods.toml, [[god]] {card.id!r}: power {power.id!r} names the "
                                f"{units[value].culture} unit {value!r}")
    for culture in boards:
        if culture not in pieces:
            raise DataError(f"aom data, units.toml: no [[pieces]] record for {culture!r}")


def load(folder: Path | None = None) -> AomData:
    """Read and check every file of resources/aom (or of `folder`)."""
    r = _Reader(Path(folder) if folder is not None else resource("aom"))
    game = _load_game(r)
    boards = _load_boards(r, game.pop("ages_raw"))
    tiles = _load_tiles(r)
    units = _load_units(r)
    buildings = _load_buildings(r)
    cards = _load_cards(r)
    decks = _load_decks(r, cards)
    _check_links(units["units"], cards, units["pieces"], boards["boards"])
    return AomData(**game, **boards, tiles=tiles, buildings=buildings, **units, cards=cards, decks=decks,
                   records=tuple(r.records))
