extension PreviewAssets {
    static let script = #"""
        "use strict";
        const view = { info: null, version: -1, zoom: 1, fitted: false, time: 0, playing: false, started: 0, controlsKey: "" };
        const byId = (id) => document.getElementById(id);
        // A page's picture is asked for only while it is in view or near it: a long sheet loads as it scrolls.
        const nearView = new IntersectionObserver((entries) => {
          for (const entry of entries) {
            entry.target.dataset.near = entry.isIntersecting ? "1" : "";
            if (entry.isIntersecting && view.info) swap(entry.target, pageSource(view.info, Number(entry.target.dataset.index)));
          }
        }, { root: byId("view"), rootMargin: "400px 0px" });

        async function refresh() {
          const info = await (await fetch("/state", { cache: "no-store" })).json();
          if (info.version <= view.version) return;
          view.info = info;
          view.version = info.version;
          showProblems(info);
          showPages(info);
          showControls(info);
          byId("animation").hidden = !info.animated;
          document.body.dataset.version = String(info.version);
        }

        function showProblems(info) {
          const list = byId("problems");
          list.replaceChildren(...info.problems.map((problem) => {
            const item = document.createElement("li");
            item.className = problem.severity;
            item.textContent = problem.text;
            return item;
          }));
          document.body.classList.toggle("invalid", !info.valid);
          byId("status").textContent = info.valid ? "render " + info.version : "render " + info.version + " failed: the last good picture is shown";
        }

        // The pages served are always the last good render's: one opened while the spec is invalid shows them.
        function pageSource(info, index) {
          if (info.animated && index + 1 === info.animatedPage) return "/frame.svg?t=" + view.time.toFixed(4) + "&v=" + info.goodVersion;
          return "/page/" + (index + 1) + ".svg?v=" + info.goodVersion;
        }

        function showPages(info) {
          const pages = byId("pages");
          while (pages.children.length > info.pages) {
            nearView.unobserve(pages.lastChild);
            pages.lastChild.remove();
          }
          while (pages.children.length < info.pages) {
            const img = document.createElement("img");
            img.dataset.index = String(pages.children.length);
            img.alt = "page " + (pages.children.length + 1);
            pages.append(img);
            nearView.observe(img);
          }
          if (!view.fitted && info.pages > 0) {
            view.fitted = true;
            fit();
            return;
          }
          [...pages.children].forEach((img, index) => {
            img.style.width = (info.widths[index] * view.zoom * 96 / 72) + "px";
            img.style.height = (info.heights[index] * view.zoom * 96 / 72) + "px";
            if (img.dataset.near === "1") swap(img, pageSource(info, index));
          });
        }

        // The zoom at which the widest page's width and the first page's height fit the view.
        function fit() {
          const info = view.info;
          if (!info || info.pages === 0) return;
          const area = byId("view");
          const width = Math.max(...info.widths) * 96 / 72, height = info.heights[0] * 96 / 72;
          const room = [area.clientWidth - 40, area.clientHeight - 40 - byId("problems").offsetHeight];
          setZoom(Math.min(room[0] / width, room[1] / height));
        }

        // The new picture replaces the old only once it has loaded: no flash, zoom and scroll kept.
        function swap(img, source) {
          if (img.dataset.wanted === source) return;
          img.dataset.wanted = source;
          const next = new Image();
          next.onload = () => {
            if (img.dataset.wanted !== source) return;
            img.src = source;
            img.dataset.shown = source;
          };
          next.src = source;
        }

        function showControls(info) {
          const key = JSON.stringify(info.controls.map((f) => [f.figure, f.kind, f.caption, f.parameters.map((p) => p.name + p.control)]));
          if (key !== view.controlsKey) {
            view.controlsKey = key;
            if (info.controls.length === 0) {
              const none = document.createElement("p");
              none.className = "none";
              none.textContent = "No controls: this spec writes no figure whose values can be set here (a figure's kind " +
                "and its values written as numbers, colours or choices, not filled from data or swept).";
              byId("controls").replaceChildren(none);
            } else {
              byId("controls").replaceChildren(...info.controls.map(figureControls));
            }
          }
          for (const figure of info.controls) {
            for (const parameter of figure.parameters) {
              const id = figure.figure + "." + parameter.name;
              const row = document.querySelector('[data-id="' + CSS.escape(id) + '"]');
              if (!row) continue;
              row.classList.toggle("unsaved", info.unsaved.includes(id));
              row.querySelector(".save").disabled = !info.unsaved.includes(id);
              const input = row.querySelector("input, select");
              if (document.activeElement === input) continue;
              setValue(input, parameter);
              if (parameter.control === "slider") row.querySelector("output").textContent = input.value;
            }
          }
        }

        function setValue(input, parameter) {
          if (parameter.control === "toggle") input.checked = parameter.flag;
          else if (parameter.number !== undefined && parameter.number !== null) input.value = String(parameter.number);
          else input.value = parameter.text;
        }

        // Where a figure is, as a person reads it: `cells[3]` of the only page, `pages[1].cells[3]` of others.
        function place(figure) {
          const cell = figure.figure.replace(/\.figure$/, "");
          return view.info && view.info.pages <= 1 ? cell.replace(/^pages\[0\]\./, "") : cell;
        }

        function figureControls(figure) {
          const set = document.createElement("fieldset");
          const legend = document.createElement("legend");
          legend.textContent = (figure.caption ? figure.caption + " · " : "") + place(figure) + " " + figure.kind;
          legend.title = figure.figure + ", line " + figure.line;
          set.append(legend);
          for (const parameter of figure.parameters) set.append(control(figure, parameter));
          return set;
        }

        function control(figure, parameter) {
          const row = document.createElement("label");
          row.dataset.id = figure.figure + "." + parameter.name;
          row.title = parameter.summary;
          const name = document.createElement("span");
          name.textContent = parameter.name;
          let input;
          if (parameter.control === "choice") {
            input = document.createElement("select");
            for (const option of parameter.options) input.append(new Option(option, option));
          } else {
            input = document.createElement("input");
            input.type = { stepper: "number", slider: "range", colour: "color", toggle: "checkbox" }[parameter.control];
            if (parameter.minimum !== undefined && parameter.minimum !== null) {
              input.min = String(parameter.minimum);
              input.max = String(parameter.maximum);
              input.step = String(parameter.step);
            }
          }
          input.name = row.dataset.id;
          input.setAttribute("aria-label", place(figure) + " " + figure.kind + ": " + parameter.name);
          input.dataset.control = parameter.control;
          setValue(input, parameter);
          const shown = document.createElement("output");
          shown.textContent = parameter.control === "slider" ? input.value : "";
          const save = document.createElement("button");
          save.type = "button";
          save.className = "save";
          save.disabled = true;
          save.textContent = "Save";
          save.title = "Write this value into the spec file";
          save.addEventListener("click", (event) => {
            event.preventDefault();
            post("/save", { figure: figure.figure, key: parameter.name });
          });
          const changed = () => {
            let value;
            if (parameter.control === "toggle") value = input.checked;
            else if (parameter.control === "stepper" || parameter.control === "slider") value = Number(input.value);
            else value = input.value;
            if (parameter.control === "slider") shown.textContent = input.value;
            post("/set", { figure: figure.figure, key: parameter.name, value: value });
          };
          input.addEventListener(parameter.control === "choice" || parameter.control === "toggle" ? "change" : "input", changed);
          row.append(name, input, shown, save);
          return row;
        }

        function post(path, body) {
          return fetch(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
        }

        function connect() {
          const socket = new WebSocket("ws://" + location.host + "/updates");
          socket.onmessage = (event) => { if (Number(event.data) > view.version) refresh(); };
          socket.onclose = () => setTimeout(connect, 1000);
        }

        function setZoom(zoom) {
          view.zoom = Math.min(16, Math.max(0.02, zoom));
          byId("zoom-level").textContent = Math.round(view.zoom * 100) + "%";
          if (view.info) showPages(view.info);
        }

        const zoom = (factor) => setZoom(view.zoom * factor);

        function showTime() {
          byId("time").value = String(view.time);
          byId("time-label").textContent = (view.time * (view.info ? view.info.duration : 0)).toFixed(2) + " s";
          if (view.info) showPages(view.info);
        }

        // The next frame is asked for only once the last has arrived: playing never piles up renders.
        function play(now) {
          if (!view.playing || !view.info) return;
          const img = byId("pages").children[view.info.animatedPage - 1];
          if (!img || img.dataset.shown === img.dataset.wanted) {
            const duration = view.info.duration;
            view.time = (((now - view.started) / 1000) % duration) / duration;
            showTime();
          }
          requestAnimationFrame(play);
        }

        byId("zoom-in").addEventListener("click", () => zoom(1.25));
        byId("zoom-out").addEventListener("click", () => zoom(0.8));
        byId("zoom-fit").addEventListener("click", fit);
        byId("view").addEventListener("wheel", (event) => {
          if (!event.ctrlKey) return;
          event.preventDefault();
          zoom(event.deltaY < 0 ? 1.1 : 1 / 1.1);
        }, { passive: false });
        byId("time").addEventListener("input", () => {
          view.time = Number(byId("time").value);
          showTime();
        });
        byId("play").addEventListener("click", () => {
          view.playing = !view.playing;
          byId("play").textContent = view.playing ? "Pause" : "Play";
          const duration = view.info ? view.info.duration : 1;
          view.started = performance.now() - view.time * duration * 1000;
          if (view.playing) requestAnimationFrame(play);
        });
        connect();
        refresh();

        """#
}
