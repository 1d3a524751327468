#!/usr/bin/env python3
"""End-to-end test of `storyboard play` in headless Chromium (Debian's chromium and
chromium-driver, PyPI's selenium).

Starts the built `storyboard play Examples/Colorboard` on a free loopback port, plays
Colorboard's README flow in the browser (add a color, slide, type a name, Done, open it again,
back) asserting on the texts of the page's SVG, opens a scene by its URL, switches to dark
mode, shows the UIKit calls of a push, swipes back from the screen's left edge, and turns the
app into an iPhone 8 in landscape. Then plays a real app of ../shared/projects (Habitica's
inbox, in prototype mode) through three segues. Prints 'N passed, N failed' and exits
non-zero on any failure.

    python3 Tests/PlayerE2E/colorboard.py [--storyboard .build/debug/storyboard] [--screenshot Docs/player.png]
"""
import argparse
import os
import subprocess
import sys
import tempfile
import time
import urllib.parse
from pathlib import Path

from selenium import webdriver
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select, WebDriverWait

ROOT = Path(__file__).resolve().parents[2]
PALETTE = "Tz8-pQ-c3V"
EDITOR = "Rb5-Xe-w9C"


HABITICA = ROOT.parent / "shared" / "projects" / "HabitRPG__habitica-ios"
INBOX = "H0x-Lc-j2i"


def start_player(binary, path=ROOT / "Examples" / "Colorboard"):
    # Standard error goes to a file: a real app's warnings would fill a pipe nobody reads.
    errors = tempfile.TemporaryFile(mode="w+")
    process = subprocess.Popen([binary, "play", str(path), "--port", "0"], stdout=subprocess.PIPE, stderr=errors, text=True)
    line = process.stdout.readline()
    if not line.startswith("Playing "):
        process.kill()
        process.wait()
        errors.seek(0)
        raise RuntimeError("storyboard play did not start: " + line + errors.read())
    url = urllib.parse.urlsplit(line.split(" at ", 1)[1].strip())
    return process, f"{url.scheme}://{url.netloc}"


def start_browser():
    options = webdriver.ChromeOptions()
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1280,1000"):
        options.add_argument(argument)
    options.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    service = webdriver.ChromeService(executable_path=os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver"))
    return webdriver.Chrome(options=options, service=service)


class Page:
    def __init__(self, browser):
        self.browser = browser

    def texts(self):
        # Read in one script: the page replaces the SVG whenever a screen comes, and elements
        # found in one call may be gone by the next.
        return self.browser.execute_script(
            'return Array.from(document.querySelectorAll("#screen svg text"), (text) => text.textContent)')

    def wait(self, condition, what):
        try:
            # A screen that comes while a condition reads the page makes its elements stale:
            # read again.
            WebDriverWait(self.browser, 10, ignored_exceptions=(StaleElementReferenceException,)).until(lambda _: condition())
        except Exception:
            raise AssertionError(f"{what}; the screen shows {self.texts()}")

    def click(self, element):
        ActionChains(self.browser).move_to_element(element).click().perform()

    def click_found(self, find, act=None):
        # A screen that comes between finding an element and acting on it (the answer to an
        # earlier message) replaces the SVG, and the action fails before it reaches the page:
        # find it again on the new screen.
        for attempt in range(5):
            try:
                return (act or self.click)(find())
            except StaleElementReferenceException:
                if attempt == 4:
                    raise
                time.sleep(0.05)

    def text_element(self, text):
        elements = [e for e in self.browser.find_elements(By.CSS_SELECTOR, "#screen svg text") if e.get_attribute("textContent") == text]
        assert elements, f"no text {text!r} on screen: {self.texts()}"
        return elements[-1]

    def tap(self, text):
        self.click_found(lambda: self.text_element(text))

    def text_fill(self, text):
        return self.text_element(text).get_attribute("fill")

    def sliders(self):
        return self.browser.find_elements(By.CSS_SELECTOR, "#screen div.slider")

    def slider_values(self):
        return [float(value) for value in self.browser.execute_script(
            'return Array.from(document.querySelectorAll("#screen div.slider"), (handle) => handle.getAttribute("aria-valuenow"))')]

    def field(self):
        return self.browser.find_element(By.CSS_SELECTOR, "#screen input.field")


def has(page, *texts):
    return all(text in page.texts() for text in texts)


def rows(page):
    return [t for t in page.texts() if t in ("Blue", "Violet")]


def readme_flow(page, base):
    page.browser.get(base + "/")
    page.wait(lambda: has(page, "Colors", "Blue"), "the palette")
    assert page.browser.current_url == f"{base}/Colorboard/{PALETTE}", page.browser.current_url

    # Add a color: the editor comes up on a new blue color.
    page.click_found(lambda: page.browser.find_element(By.CSS_SELECTOR, '#screen svg g[data-system-item="add"]'))
    page.wait(lambda: has(page, "Red", "Green", "Done") and len(page.sliders()) == 3, "the editor")
    page.wait(lambda: page.field().get_attribute("value") == "Blue", "the field shows Blue")
    assert page.slider_values() == [0, 0, 1], page.slider_values()

    # Slide: a click in the middle of the red slider, then a drag of the green one.
    page.click_found(lambda: page.sliders()[0])
    page.wait(lambda: abs(page.slider_values()[0] - 0.5) < 0.02, f"red at 0.5 (sliders {page.slider_values()})")
    page.click_found(lambda: page.sliders()[1], lambda green: ActionChains(page.browser).move_to_element(green)
                     .click_and_hold().move_by_offset(green.size["width"] // 4, 0).release().perform())
    page.wait(lambda: 0.7 <= page.slider_values()[1] <= 0.8, f"green near 0.75 (sliders {page.slider_values()})")

    # Type a name: a real input over the text field.
    field = page.field()
    field.click()
    field.send_keys(Keys.CONTROL, "a")
    field.send_keys("Violet")
    page.wait(lambda: "Violet" in page.texts(), "the field's text in the SVG is Violet")
    field.send_keys(Keys.RETURN)

    # Done: the palette lists the new color.
    page.tap("Done")
    page.wait(lambda: rows(page) == ["Blue", "Violet"] and has(page, "Colors"), "the palette with Violet")

    # Open it again: pushed, with its values.
    page.tap("Violet")
    page.wait(lambda: len(page.sliders()) == 3, "the editor on Violet")
    page.wait(lambda: page.field().get_attribute("value") == "Violet", "the field shows Violet")
    assert abs(page.slider_values()[0] - 0.5) < 0.02, page.slider_values()
    page.wait(lambda: page.browser.current_url == f"{base}/Colorboard/{EDITOR}", "the editor's URL")

    # Back.
    page.browser.find_element(By.ID, "back").click()
    page.wait(lambda: rows(page) == ["Blue", "Violet"] and not page.sliders(), "back on the palette")
    page.wait(lambda: page.browser.current_url == f"{base}/Colorboard/{PALETTE}", "the palette's URL")


def scene_by_url(page, base):
    page.browser.get(f"{base}/Colorboard/{EDITOR}")
    page.wait(lambda: has(page, "Red", "Green") and len(page.sliders()) == 3, "the editor scene opens from its URL")


def dark_appearance(page, base):
    page.browser.get(base + "/")
    page.wait(lambda: has(page, "Colors", "Blue"), "the palette")
    assert page.text_fill("Blue") == "#000000", page.text_fill("Blue")
    Select(page.browser.find_element(By.ID, "appearance")).select_by_value("dark")
    page.wait(lambda: page.text_fill("Blue") == "#ffffff", "the text turns white on dark")


def uikit_calls(page, base):
    page.browser.get(base + "/")
    page.wait(lambda: has(page, "Colors", "Blue"), "the palette")

    def console():
        return page.browser.find_element(By.ID, "console").text

    assert "viewDidLoad" not in console(), console()
    page.browser.find_element(By.ID, "calls").click()
    page.tap("Blue")
    page.wait(lambda: len(page.sliders()) == 3, "the editor on Blue")
    expected = "\n".join([
        "→ PaletteViewController.shouldPerformSegue(withIdentifier: \"ExistingColor\", sender: UITableViewCell)",
        "→ ColorViewController.awakeFromNib()",
        "→ ColorViewController.willMove(toParent: UINavigationController)",
        "→ PaletteViewController.prepare(for: \"ExistingColor\" → ColorViewController, sender: UITableViewCell)",
        "→ ColorViewController.viewDidLoad()",
    ])
    page.wait(lambda: expected in console(), f"the push's UIKit calls in the console (it shows {console()!r})")


def swipe_back(page, base):
    page.browser.get(base + "/")
    page.wait(lambda: has(page, "Colors", "Blue"), "the palette")
    page.tap("Blue")
    page.wait(lambda: len(page.sliders()) == 3, "the editor on Blue")
    page.wait(lambda: page.browser.current_url == f"{base}/Colorboard/{EDITOR}", "the editor's URL")

    def swipe(fraction, steps, hold=0.2):
        # From 3 pixels inside the screen's left edge, a `fraction` of the drawn screen's width
        # to the right (the page may scale the device down; offsets are from the center), in
        # `steps` moves 50 ms apart, held still for `hold` seconds before letting go.
        def act(svg):
            width = svg.size["width"]
            chain = ActionChains(page.browser, duration=0).move_to_element_with_offset(svg, -width // 2 + 3, 0).click_and_hold()
            for step in range(steps):
                chain.move_by_offset(int(width * fraction / steps), 0)
                if step < steps - 1:
                    chain.pause(0.05)
            if hold:
                chain.pause(hold)
            chain.release().perform()
        page.click_found(lambda: page.browser.find_element(By.CSS_SELECTOR, "#screen svg"), act)

    # Slowly, a third of the way: let go before the middle, nothing happens.
    swipe(0.3, 10)
    time.sleep(0.5)
    assert len(page.sliders()) == 3 and page.browser.current_url == f"{base}/Colorboard/{EDITOR}", page.texts()
    # Past the middle: back on the palette.
    swipe(0.7, 10)
    page.wait(lambda: rows(page) == ["Blue"] and not page.sliders(), "back on the palette after the swipe")
    page.wait(lambda: page.browser.current_url == f"{base}/Colorboard/{PALETTE}", "the palette's URL")

    # A flick: a fifth of the way in one quick move, let go at once.
    page.tap("Blue")
    page.wait(lambda: len(page.sliders()) == 3, "the editor on Blue again")
    swipe(0.2, 1, hold=0)
    page.wait(lambda: rows(page) == ["Blue"] and not page.sliders(), "back on the palette after the flick")


def corpus_app_three_segues(page, binary):
    # A real app of ../shared/projects in prototype mode (its classes stand in as their UIKit
    # base classes): Habitica's inbox, opened by URL inside its navigation controller. As the
    # Swift tests do (SharedData), a clone without ../shared skips it, saying so; under CI the
    # data must be there.
    if not HABITICA.is_dir():
        if os.environ.get("CI"):
            raise AssertionError(f"the shared projects are missing at {HABITICA}")
        return f"no shared projects at {HABITICA}"
    player, base = start_player(binary, HABITICA)
    try:
        def cell():
            return page.browser.find_elements(By.CSS_SELECTOR, '#screen svg g[data-kind="tableViewCell"]')[0]

        page.browser.get(f"{base}/Social/{INBOX}")
        page.wait(lambda: has(page, "Messages", "Done"), "Habitica's inbox")
        page.click_found(cell)  # segue 1: a conversation
        # The chat's view (a UITableView in code, a plain view with a background in the
        # storyboard) draws only its background: its bar's Profile button and the URL tell it.
        page.wait(lambda: page.browser.current_url != f"{base}/Social/{INBOX}" and has(page, "Profile"), "the conversation")
        chat = page.browser.current_url
        assert chat != f"{base}/Social/{INBOX}", chat
        page.tap("Profile")  # segue 2: the profile
        page.wait(lambda: has(page, "Attributes", "You blocked this player", "Back"), "the profile")
        page.browser.find_element(By.ID, "back").click()
        page.wait(lambda: page.browser.current_url == chat, "back in the conversation")
        page.browser.find_element(By.ID, "back").click()
        page.wait(lambda: page.browser.current_url == f"{base}/Social/{INBOX}" and has(page, "Messages"), "back in the inbox")
        page.click_found(cell)  # segue 3: the conversation again
        page.wait(lambda: page.browser.current_url == chat and has(page, "Profile"), "the conversation again")
    finally:
        player.terminate()
        player.wait()


def device_and_orientation(page, base):
    page.browser.get(base + "/")
    page.wait(lambda: has(page, "Colors", "Blue"), "the palette")

    def size():
        return page.browser.execute_script(
            'const svg = document.querySelector("#screen svg"); return svg && [svg.getAttribute("width"), svg.getAttribute("height")]')

    assert size() == ["390", "844"], size()
    Select(page.browser.find_element(By.ID, "device-picker")).select_by_value("retina4_7")
    page.wait(lambda: size() == ["375", "667"], f"an iPhone 8 screen (the screen is {size()})")
    Select(page.browser.find_element(By.ID, "orientation")).select_by_value("landscape")
    page.wait(lambda: size() == ["667", "375"] and has(page, "Colors", "Blue"), f"the palette in landscape (the screen is {size()})")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--storyboard", default=str(ROOT / ".build" / "debug" / "storyboard"))
    parser.add_argument("--screenshot", help="save a screenshot of the player mid-flow to this PNG")
    arguments = parser.parse_args()

    started = time.monotonic()
    player, base = start_player(arguments.storyboard)
    browser = start_browser()
    page = Page(browser)
    passed, failed = 0, 0
    try:
        tests = (readme_flow, scene_by_url, dark_appearance, uikit_calls, swipe_back, device_and_orientation,
                 corpus_app_three_segues)
        for test in tests:
            try:
                # The corpus app runs on a player of its own.
                skipped = test(page, arguments.storyboard if test is corpus_app_three_segues else base)
                if skipped:
                    print(f"skip {test.__name__}: {skipped}")
                    continue
                passed += 1
                print(f"ok {test.__name__}")
            except Exception as error:  # report every test, then fail
                failed += 1
                print(f"FAIL {test.__name__}: {error}")
        if arguments.screenshot:
            browser.get(base + "/")
            page.wait(lambda: has(page, "Colors", "Blue"), "the palette")
            page.click(browser.find_element(By.CSS_SELECTOR, '#screen svg g[data-system-item="add"]'))
            page.wait(lambda: len(page.sliders()) == 3, "the editor")
            ActionChains(browser).move_to_element_with_offset(page.sliders()[0], page.sliders()[0].size["width"] // 5, 0).click().perform()
            page.wait(lambda: page.slider_values()[0] > 0.6, "red slid")
            browser.save_screenshot(arguments.screenshot)
    finally:
        browser.quit()
        player.terminate()
        player.wait()
    print(f"e2e: {time.monotonic() - started:.1f} s")
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
