"""The player's settings (web/sudoku_web/settings.py) and an embedder's ``settings=``: pure Python."""

from sudoku_web.embed_api import parse_options, parse_settings
from sudoku_web.settings import SETTINGS, Settings, read_settings, settings_html
from sudoku_web.strings import STRINGS


def test_defaults_and_choices():
    s = Settings()
    assert s["entry"] == "cell" and s["mistakes"] == "repeats" and s["peers"] == "on"
    assert s.choose("entry", "digit") is True
    assert s.choose("entry", "digit") is False           # no change
    assert s.choose("entry", "sideways") is False        # not a choice
    assert s.choose("nonsense", "on") is False            # not a setting
    assert s["entry"] == "digit"


def test_update_keeps_what_it_cannot_use():
    s = Settings()
    changed = s.update({"timer": "hidden", "mistakes": "shout", "colour": "red", "marks": "corner"})
    assert sorted(changed) == ["marks", "timer"]
    assert s["mistakes"] == "repeats"
    assert s.update("not a dict") == []


def test_stored_round_trip_and_damage():
    s = Settings({"same": "off"})
    back, problem = read_settings(s.to_json())
    assert problem is None and back.values == s.values
    assert read_settings([1, 2]) == (None, "unreadable")
    newer, problem = read_settings({"v": 99, "entry": "digit"})
    assert problem == "newer" and newer["entry"] == "digit"


def test_markers_name_every_setting():
    markers = Settings().markers()
    assert markers["setEntry"] == "cell" and markers["setMistakes"] == "repeats"
    assert len(markers) == len(SETTINGS)


def test_every_setting_has_its_texts_and_a_radio_per_choice():
    for lang, table in STRINGS.items():
        for s in SETTINGS:
            assert f"set_{s.name}" in table, (lang, s.name)
            for c in s.choices:
                assert f"set_{s.name}_{c}" in table, (lang, s.name, c)
    html = settings_html(STRINGS["en"], lambda x: x)
    for s in SETTINGS:
        assert html.count(f'name="set-{s.name}"') == len(s.choices)
        assert f'name="set-{s.name}" value="{s.default}" checked' in html


def test_embed_settings_parameter():
    assert parse_settings("entry:digit, Timer:HIDDEN,junk,,") == {"entry": "digit", "timer": "hidden"}
    opts = parse_options({"embed": "1", "settings": "mistakes:off"}.get)
    assert opts.settings == {"mistakes": "off"}
    assert parse_options({"settings": "mistakes:off"}.get).settings == {}
    s = Settings()
    s.update(opts.settings)
    assert s["mistakes"] == "off"


def test_damaged_stored_settings_keep_the_good_values_and_say_partial():
    """A stored value no choice offers (a wrong type, a misspelt choice) used to read as no problem:
    the page fell back to the default without a word. The good values are kept, the problem said."""
    back, problem = read_settings({"v": 1, "entry": "digit", "timer": 7, "mistakes": "loud", "peers": None})
    assert problem == "partial"
    assert back["entry"] == "digit" and back["timer"] == "shown" and back["mistakes"] == "repeats"
    assert read_settings({"v": "one", "same": "off"})[1] == "partial"
    back, problem = read_settings({"v": 1, "same": "off", "colour": "red"})   # a newer build's name
    assert problem is None and back["same"] == "off"
    assert read_settings("not a record") == (None, "unreadable")


def test_every_settings_damage_has_its_sentence_in_every_language():
    for lang, table in STRINGS.items():
        for event in ("partial", "newer", "unreadable", "toolarge", "refused"):
            assert f"saved_settings_{event}" in table, (lang, event)
