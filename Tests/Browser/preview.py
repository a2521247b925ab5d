"""Drive the preview page in headless Chromium (Selenium and chromedriver) as a person would.

Usage: preview.py URL SPEC [animation|fit|sheet]
SPEC is the file the preview serves: JSON, with a carpet as its first figure at level 2 or, with
`animation`, an animated spec; with `fit`, a one-page spec whose first cell is a captioned carpet at
level 2; with `sheet`, a sheet of many pages and no figure. Prints one line per check that passed;
exits 1 with the reason at the first that fails.
"""
import json
import os
import sys
import time

from selenium.webdriver.common.by import By

import chromium


def wait(what, condition, seconds=20):
    end = time.time() + seconds
    while time.time() < end:
        try:
            value = condition()
            if value:
                return value
        except Exception:  # the page is between two states
            pass
        time.sleep(0.05)
    print(f"timed out: {what}")
    sys.exit(1)


def save(path, text):
    """As an editor saves: a new file renamed over the old one."""
    with open(path + ".swp", "w", encoding="utf-8") as f:
        f.write(text)
    os.rename(path + ".swp", path)


def main():
    url, spec = sys.argv[1], sys.argv[2]
    driver = chromium.driver(1200, 900)
    try:
        if sys.argv[3:] == ["animation"]:
            animation(driver, url)
        elif sys.argv[3:] == ["fit"]:
            fit(driver, url, spec)
        elif sys.argv[3:] == ["sheet"]:
            sheet(driver, url)
        else:
            run(driver, url, spec)
    finally:
        driver.quit()


def shown(driver):
    """The source of the first page's picture once it has loaded, else None."""
    return driver.execute_script(
        "const img = document.querySelector('#pages img'); return img && img.complete && img.naturalWidth > 0 ? img.getAttribute('src') : null")


def settled(driver):
    """Waits until no render has come for a second and a half (the watcher's render after a save may come
    late on a loaded machine) and the picture shown is the latest render's."""
    def quiet():
        version = driver.execute_script("return document.body.dataset.version")
        time.sleep(1.5)
        latest = driver.execute_script("return document.body.dataset.version")
        return version == latest and (shown(driver) or "").endswith("v=" + latest)
    wait("the renders to settle", quiet)
    return shown(driver)


def animation(driver, url):
    """Play runs the frames on; the scrubber shows the frame asked for."""
    driver.get(url)
    wait("the time scrubber", lambda: driver.find_element(By.ID, "time").is_displayed())
    first = wait("the first frame", lambda: "/frame.svg?t=0.0000" in (shown(driver) or "") and shown(driver))
    driver.find_element(By.ID, "play").click()
    frames = set()
    wait("frames while playing", lambda: frames.add(shown(driver) or first) or len(frames) >= 4)
    driver.find_element(By.ID, "play").click()
    print("played", len(frames), "frames")
    scrubber = driver.find_element(By.ID, "time")
    driver.execute_script("arguments[0].value = '0.5'; arguments[0].dispatchEvent(new Event('input', { bubbles: true }))", scrubber)
    wait("the frame at half time", lambda: "/frame.svg?t=0.5000" in (shown(driver) or ""))
    print("scrubbed to", shown(driver))
    print(json.dumps({"done": True}))


def fail(message):
    print(message)
    sys.exit(1)


def fit(driver, url, spec):
    """A large page fits the window on open; controls are named by caption, place and kind, Save is in
    view; a page opened while the spec is invalid shows the last good picture."""
    driver.get(url)
    wait("the first picture", lambda: shown(driver))
    box = driver.execute_script(
        "const v = document.getElementById('view').getBoundingClientRect(), p = document.querySelector('#pages img').getBoundingClientRect();"
        "return [p.left - v.left, p.top - v.top, v.right - p.right, v.bottom - p.bottom, document.getElementById('zoom-level').textContent]")
    if min(box[:4]) < 0:
        fail(f"the page does not fit the window: {box}")
    print("fits at", box[4])
    legend = driver.find_element(By.CSS_SELECTOR, "#controls legend").text
    print("legend:", legend)
    slider = driver.find_element(By.CSS_SELECTOR, 'input[data-control="slider"]')
    print("control:", slider.get_attribute("aria-label"))
    save_button = driver.find_element(By.CSS_SELECTOR, "#controls button.save")
    inside = driver.execute_script(
        "const c = document.getElementById('controls').getBoundingClientRect(), b = arguments[0].getBoundingClientRect();"
        "return b.width > 0 && b.left >= c.left && b.right <= c.right && b.right <= window.innerWidth", save_button)
    if not save_button.is_displayed() or not inside:
        fail("Save is not in view")
    print("save in view, enabled:", save_button.is_enabled())

    original = open(spec, encoding="utf-8").read()
    save(spec, original.replace('"level": 2', '"level": 30'))
    wait("the error in the page", lambda: driver.execute_script("return document.querySelector('#problems li.error') !== null"))
    driver.refresh()
    wait("the error after reopening", lambda: driver.execute_script("return document.querySelector('#problems li.error') !== null"))
    last = wait("the last good picture after reopening", lambda: shown(driver))
    print("reopened while invalid, shown:", last)
    driver.set_window_size(1400, 900)
    wait("Save in view at 1400 px", lambda: driver.execute_script(
        "const b = document.querySelector('#controls button.save').getBoundingClientRect(); return b.width > 0 && b.right <= window.innerWidth"))
    print(json.dumps({"done": True}))


def sheet(driver, url):
    """A sheet of many pages shows its first page at once and asks for a few pages until scrolled."""
    started = time.time()
    driver.get(url)
    wait("the first page", lambda: shown(driver))
    print(f"first page after {time.time() - started:.2f} s")
    count = driver.execute_script("return document.querySelectorAll('#pages img').length")
    asked = driver.execute_script("return document.querySelectorAll('#pages img[src]').length")
    print("pages:", count, "loaded:", asked)
    print("controls:", driver.find_element(By.CSS_SELECTOR, "#controls .none").text)
    driver.execute_script("const v = document.getElementById('view'); v.scrollTop = v.scrollHeight")
    wait("the last page once scrolled to", lambda: driver.execute_script(
        "const img = [...document.querySelectorAll('#pages img')].pop(); return img.complete && img.naturalWidth > 0"))
    later = driver.execute_script("return document.querySelectorAll('#pages img[src]').length")
    print("loaded after scrolling to the end:", later)
    print(json.dumps({"done": True}))


def run(driver, url, spec):
    driver.get(url)
    first = wait("the first picture", lambda: shown(driver))
    print("loaded:", first)

    driver.find_element(By.ID, "zoom-in").click()
    width = driver.execute_script("return document.querySelector('#pages img').style.width")
    driver.execute_script("document.getElementById('view').scrollTop = 40")

    original = open(spec, encoding="utf-8").read()
    save(spec, original.replace('"level": 2', '"level": 3'))
    edited = wait("the picture after the file changed", lambda: shown(driver) != first and shown(driver))
    print("file edit shown:", edited)
    kept = driver.execute_script("return [document.querySelector('#pages img').style.width, document.getElementById('view').scrollTop]")
    if kept[0] != width or kept[1] < 30:
        print("zoom or scroll lost:", kept, width)
        sys.exit(1)
    print("zoom and scroll kept")

    slider = driver.find_element(By.CSS_SELECTOR, 'input[data-control="slider"]')
    name = slider.get_attribute("name")
    driver.execute_script("arguments[0].value = '30'; arguments[0].dispatchEvent(new Event('input', { bubbles: true }))", slider)
    moved = wait("the picture after the slider moved", lambda: shown(driver) not in (edited, None) and shown(driver))
    print("slider", name, "shown:", moved)
    if open(spec, encoding="utf-8").read() != original.replace('"level": 2', '"level": 3'):
        print("the slider changed the file")
        sys.exit(1)
    save_button = driver.find_element(By.CSS_SELECTOR, f'label[data-id="{name}"] button.save')
    wait("the save button", lambda: save_button.is_displayed())
    save_button.click()
    wait("the value written into the file", lambda: '"angle": 30' in open(spec, encoding="utf-8").read())
    print("saved:", [line.strip() for line in open(spec, encoding="utf-8") if '"angle": 30' in line][0])

    good = settled(driver)
    text = open(spec, encoding="utf-8").read()
    save(spec, text.replace('"level": 3', '"level": 30'))
    problem = wait("the error in the page", lambda: driver.execute_script(
        "const li = document.querySelector('#problems li.error'); return li ? li.textContent : null"))
    print("error shown:", problem)
    if shown(driver) != good:
        print("the last good picture was not kept")
        sys.exit(1)
    save(spec, text)
    wait("the error cleared", lambda: driver.execute_script("return document.querySelectorAll('#problems li').length === 0"))
    print("error cleared")
    print(json.dumps({"done": True}))


main()
