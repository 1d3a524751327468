// The player's page script: shows the screen the server sends and reports touches and keys.
// The Swift runtime on the server is the only source of truth; nothing here models the app.
"use strict";
(function () {
  const screen = document.getElementById("screen");
  const consoleView = document.getElementById("console");
  const status = document.getElementById("status");
  const appearance = document.getElementById("appearance");
  const devicePicker = document.getElementById("device-picker");
  const orientation = document.getElementById("orientation");
  const language = document.getElementById("language");
  const calls = document.getElementById("calls");
  // What the pickers say, sent with each launch so that a new session starts as the page shows.
  function settings() {
    return { appearance: appearance.value, device: devicePicker.value, orientation: orientation.value, language: language.value, calls: calls.checked };
  }
  let socket = null;
  let seq = 0;
  let svg = null;
  // The screen shown, as the server numbered it, and its SVG's lines (a patch changes them).
  let version = 0;
  let lines = [];
  // The SVG goes in its own layer; the inputs and slider handles lie over it.
  const layer = document.createElement("div");
  screen.appendChild(layer);

  function send(message) {
    if (!socket || socket.readyState !== WebSocket.OPEN) return false;
    message.seq = ++seq;
    socket.send(JSON.stringify(message));
    return true;
  }

  function log(lines) {
    for (const line of lines) consoleView.textContent += line + "\n";
    consoleView.scrollTop = consoleView.scrollHeight;
  }

  // Screen coordinates (points) of a pointer event over the SVG.
  function point(event) {
    const box = svg.getBoundingClientRect();
    const width = svg.viewBox.baseVal.width, height = svg.viewBox.baseVal.height;
    return { x: (event.clientX - box.left) * width / box.width, y: (event.clientY - box.top) * height / box.height };
  }

  // A patch as Swift's CollectionDifference applies: removals at offsets of the old lines,
  // from the last; insertions at offsets of the new lines, from the first.
  function applyPatch(lines, patch) {
    for (let i = patch.remove.length - 1; i >= 0; i--) lines.splice(patch.remove[i], 1);
    for (const insertion of patch.insert) lines.splice(insertion.at, 0, insertion.line);
  }

  function show(message) {
    if (slideInFlight && message.seq >= slideInFlight) slideAnswered();
    if (message.console && message.console.length) log(message.console);
    if (message.message) { status.textContent = message.message; } else { status.textContent = "live"; }
    if (message.type !== "screen") return;
    if (message.patch) {
      if (message.patch.base !== version) {
        // Never expected (the server sends in the order it encodes); start again rather than
        // show a wrong screen.
        log(["player: a screen patch for screen " + message.patch.base + " arrived on screen " + version + "; reloading"]);
        location.reload();
        return;
      }
      applyPatch(lines, message.patch);
    } else {
      lines = message.svg.split("\n");
    }
    version = message.version;
    backSwipe = message.backSwipe === true;
    layer.innerHTML = lines.join("\n");
    svg = layer.querySelector("svg");
    placeFields(message.fields || []);
    placeHandles("slider", "slider", message.sliders || []);
    placeHandles("stepper", "spinbutton", message.steppers || []);
    fit();
    if (message.path && location.pathname !== message.path) history.replaceState(null, "", message.path);
    document.querySelectorAll("#sidebar li").forEach((item) => {
      const link = item.querySelector("a");
      item.classList.toggle("current", link.getAttribute("href") === message.path);
    });
  }

  // The device scaled down to fit the window's height, never up: a transform, so that the
  // screen keeps its coordinates in points (touches are measured on the drawn SVG).
  const device = document.getElementById("device");
  const frame = document.getElementById("frame");
  const main = document.querySelector("main");
  const toolbar = document.getElementById("toolbar");
  function fit() {
    device.style.transform = "";
    const width = device.offsetWidth, height = device.offsetHeight;
    const available = main.clientHeight - toolbar.offsetHeight - 20;
    const scale = Math.min(1, Math.max(0.25, available / height));
    device.style.transform = scale < 1 ? "scale(" + scale + ")" : "";
    frame.style.width = width * scale + "px";
    frame.style.height = height * scale + "px";
  }
  window.addEventListener("resize", fit);

  // A real HTML input over each text field: keyboard, paste and return work as in a browser.
  // Inputs are kept across screens (by position in the list) so typing keeps its focus.
  function placeFields(fields) {
    const inputs = Array.from(screen.querySelectorAll("input.field"));
    inputs.slice(fields.length).forEach((input) => input.remove());
    fields.forEach((field, index) => {
      let input = inputs[index];
      if (!input) {
        input = document.createElement("input");
        input.className = "field";
        input.addEventListener("input", () => send({ type: "type", x: +input.dataset.x, y: +input.dataset.y, text: input.value }));
        input.addEventListener("keydown", (event) => { if (event.key === "Enter") input.blur(); });
        screen.appendChild(input);
      }
      input.style.left = field.frame.x + "px"; input.style.top = field.frame.y + "px";
      input.style.width = field.frame.width + "px"; input.style.height = field.frame.height + "px";
      input.placeholder = field.placeholder;
      if (document.activeElement !== input) input.value = field.text;
      input.dataset.x = field.frame.x + field.frame.width / 2;
      input.dataset.y = field.frame.y + field.frame.height / 2;
    });
  }

  // A transparent handle over each slider and stepper: touches go to the screen's pointer
  // handlers; the handle says where the control is and its value (for people using the
  // keyboard, and for tests).
  function placeHandles(className, role, controls) {
    screen.querySelectorAll("div." + className).forEach((handle) => handle.remove());
    controls.forEach((control) => {
      const handle = document.createElement("div");
      handle.className = className;
      handle.setAttribute("role", role);
      handle.setAttribute("aria-valuemin", control.minimum);
      handle.setAttribute("aria-valuemax", control.maximum);
      handle.setAttribute("aria-valuenow", control.value);
      handle.style.left = control.frame.x + "px"; handle.style.top = control.frame.y + "px";
      handle.style.width = control.frame.width + "px"; handle.style.height = control.frame.height + "px";
      screen.appendChild(handle);
    });
  }

  // Taps, and drags of sliders: the server hit-tests and says what a point is. A drag moves
  // the pointer faster than a screen comes back: one slide is in flight at a time, and the
  // latest point waits for its answer (the points between are of no use to anyone).
  let dragging = false;
  let slideInFlight = 0, waitingSlide = null;
  function slide(x, y) {
    if (slideInFlight) { waitingSlide = { x: x, y: y }; return; }
    if (send({ type: "slide", x: x, y: y })) slideInFlight = seq;
  }
  function slideAnswered() {
    slideInFlight = 0;
    const next = waitingSlide;
    waitingSlide = null;
    if (next) slide(next.x, next.y);
  }

  // A swipe from the left edge goes back, as UINavigationController's interactive pop does
  // while its stack holds more than the root (the screen's `backSwipe`). A touch that starts
  // within `edgeWidth` points of the edge waits to be a tap (it did not move) or a swipe:
  // let go past the middle of the screen, or flicked (still moving right when let go), it
  // goes back; else nothing happens.
  const edgeWidth = 20, flickSpeed = 0.5, flickWindow = 100;  // points per millisecond, milliseconds
  let backSwipe = false, edgeTouch = null;
  function edgeTouchEnded(p, time) {
    const touch = edgeTouch;
    edgeTouch = null;
    const flicked = touch.speed > flickSpeed && time - touch.lastTime < flickWindow;
    if (Math.abs(p.x - touch.x) < 3 && Math.abs(p.y - touch.y) < 3) send({ type: "tap", x: touch.x, y: touch.y });
    else if (p.x - touch.x > svg.viewBox.baseVal.width / 2 || flicked) send({ type: "back" });
  }

  screen.addEventListener("pointerdown", (event) => {
    if (!svg || event.target.tagName === "INPUT") return;
    const p = point(event);
    screen.setPointerCapture(event.pointerId);
    if (backSwipe && p.x < edgeWidth) {
      edgeTouch = { x: p.x, y: p.y, lastX: p.x, lastTime: event.timeStamp, speed: 0 };
      return;
    }
    send({ type: "tap", x: p.x, y: p.y });
    dragging = { x: p.x, y: p.y, moved: false };
  });
  screen.addEventListener("pointermove", (event) => {
    if (!svg) return;
    const p = point(event);
    if (edgeTouch) {
      const elapsed = event.timeStamp - edgeTouch.lastTime;
      if (elapsed > 0) edgeTouch.speed = (p.x - edgeTouch.lastX) / elapsed;
      edgeTouch.lastX = p.x;
      edgeTouch.lastTime = event.timeStamp;
      return;
    }
    if (!dragging) return;
    if (!dragging.moved && Math.abs(p.x - dragging.x) < 3) return;
    dragging.moved = true;
    slide(p.x, dragging.y);
  });
  screen.addEventListener("pointerup", (event) => {
    dragging = false;
    if (edgeTouch && svg) edgeTouchEnded(point(event), event.timeStamp);
  });
  screen.addEventListener("pointercancel", () => { dragging = false; edgeTouch = null; });

  document.getElementById("back").addEventListener("click", () => send({ type: "back" }));
  appearance.addEventListener("change", () => send({ type: "appearance", appearance: appearance.value }));
  devicePicker.addEventListener("change", () => send({ type: "device", device: devicePicker.value }));
  orientation.addEventListener("change", () => send({ type: "orientation", orientation: orientation.value }));
  language.addEventListener("change", () => send({ type: "language", language: language.value }));
  calls.addEventListener("change", () => send({ type: "calls", calls: calls.checked }));
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && document.activeElement.tagName !== "INPUT") send({ type: "back" });
  });

  // The sidebar: a click opens the scene in this session; search filters the list.
  document.querySelectorAll("#sidebar a").forEach((link) => {
    link.addEventListener("click", (event) => {
      event.preventDefault();
      send(Object.assign({ type: "open", storyboard: link.dataset.storyboard, scene: link.dataset.scene }, settings()));
    });
  });
  document.getElementById("search").addEventListener("input", (event) => {
    const query = event.target.value.toLowerCase();
    document.querySelectorAll("#sidebar li").forEach((item) => {
      item.style.display = item.textContent.toLowerCase().includes(query) ? "" : "none";
    });
  });

  function connect() {
    const scheme = location.protocol === "https:" ? "wss:" : "ws:";
    socket = new WebSocket(scheme + "//" + location.host + "/session");
    socket.addEventListener("open", () => {
      seq = 0;
      slideInFlight = 0; waitingSlide = null;
      const body = document.body.dataset;
      send(Object.assign({ type: "start", storyboard: body.storyboard || null, scene: body.scene || null }, settings()));
    });
    socket.addEventListener("message", (event) => show(JSON.parse(event.data)));
    socket.addEventListener("close", (event) => {
      status.textContent = "session closed" + (event.reason ? ": " + event.reason : "");
      log(["session closed (" + event.code + ")" + (event.reason ? ": " + event.reason : "")]);
    });
  }
  connect();
})();
