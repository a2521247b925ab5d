"""Headless Chromium driven by Selenium through Debian's chromedriver, as the browser tests use it."""
from selenium import webdriver
from selenium.webdriver.chrome.service import Service


def driver(width, height):
    """A new headless Chromium window of `width` x `height` pixels."""
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", f"--window-size={width},{height}"]:
        options.add_argument(argument)
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
