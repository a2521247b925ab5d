"""Open a gallery's index.html in headless Chromium (Selenium and chromedriver) as a reviewer would.

Usage: gallery.py INDEX_HTML
Checks that the failure cards come first, that the animated cards' images change over time (screenshots
of the image a moment apart differ), and that every card's Source link opens a page showing the spec's
numbered lines under its path. Prints one line per check that passed; exits 1 with the reason at the
first that fails.
"""
import hashlib
import json
import pathlib
import sys
import time

from selenium.webdriver.common.by import By

import chromium


def fail(message):
    print(message)
    sys.exit(1)


def main():
    index = pathlib.Path(sys.argv[1]).resolve().as_uri()
    driver = chromium.driver(1280, 1000)
    try:
        check(driver, index)
    finally:
        driver.quit()


def check(driver, index):
    driver.get(index)
    cards = [(card.get_attribute("data-path"), card.get_attribute("class").split()[-1]) for card in driver.find_elements(By.CSS_SELECTOR, "article.card")]
    statuses = [status for _, status in cards]
    failed = sum(1 for status in statuses if status != "ok")
    if any(status != "ok" for status in statuses[failed:]):
        fail(f"a failure card comes after a rendered one: {statuses}")
    print(f"failures first: {failed} of {len(cards)}")

    animated = driver.find_elements(By.CSS_SELECTOR, 'img[alt$="animated"]')
    if not animated:
        fail("no animated image")
    for image in animated:
        driver.execute_script("arguments[0].scrollIntoView()", image)
        end = time.time() + 20
        while not driver.execute_script("return arguments[0].complete && arguments[0].naturalWidth > 0", image):
            if time.time() > end:
                fail(f"{image.get_attribute('src')} did not load")
            time.sleep(0.05)
        seen = set()
        end = time.time() + 10
        while len(seen) < 3 and time.time() < end:
            seen.add(hashlib.sha256(image.screenshot_as_png).hexdigest())
            time.sleep(0.15)
        if len(seen) < 3:
            fail(f"{image.get_attribute('src')} showed {len(seen)} different pictures in 10 s")
        print(f"animated: {image.get_attribute('src').split('/')[-1]} changes")

    links = [(path, link.get_attribute("href")) for path, link in
             ((card.get_attribute("data-path"), card.find_element(By.CSS_SELECTOR, "a.source")) for card in driver.find_elements(By.CSS_SELECTOR, "article.card"))]
    for path, href in links:
        driver.get(href)
        shown = driver.execute_script("return [document.querySelector('h1').textContent, document.querySelectorAll('code .line').length]")
        if shown[0] != path or shown[1] < 1:
            fail(f"{href} shows {shown}, not the source of {path}")
    print(f"sources open: {len(links)}")
    print(json.dumps({"done": True}))


main()
