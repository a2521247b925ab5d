extension PreviewAssets {
    static let style = """
        [hidden] { display: none !important; }
        body { margin: 0; height: 100vh; display: flex; flex-direction: column; font: 13px system-ui, sans-serif; color: #222; background: #eceae6; }
        header, #animation { display: flex; gap: 12px; align-items: center; padding: 6px 12px; background: #fff; border-bottom: 1px solid #ccc; }
        header .zoom { margin-left: auto; display: flex; gap: 4px; align-items: center; }
        #time { flex: 1; }
        main { display: flex; flex: 1; min-height: 0; }
        #view { flex: 1; overflow: auto; position: relative; }
        #pages { padding: 16px; display: flex; flex-direction: column; align-items: flex-start; gap: 16px; }
        #pages img { display: block; flex: none; background: #fff; box-shadow: 0 1px 4px rgba(0, 0, 0, 0.25); }
        #problems { position: sticky; top: 0; z-index: 1; margin: 0; padding: 0; list-style: none; }
        #problems li { padding: 6px 12px; font-family: ui-monospace, monospace; white-space: pre-wrap; background: rgba(255, 244, 214, 0.95); border-bottom: 1px solid #e0c070; }
        #problems li.error { background: rgba(255, 225, 225, 0.95); border-color: #d08080; }
        body.invalid #pages { opacity: 0.6; }
        #controls { width: 300px; box-sizing: border-box; flex: none; overflow: auto; background: #fff; border-left: 1px solid #ccc; padding: 8px 12px; }
        #controls fieldset { border: 1px solid #ddd; margin: 0 0 10px; padding: 6px 8px; }
        #controls legend { font-weight: 600; }
        #controls label { display: grid; grid-template-columns: minmax(0, 84px) minmax(0, 1fr) 36px auto; gap: 6px; align-items: center; margin: 4px 0; }
        #controls label > span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
        #controls input { min-width: 0; width: 100%; box-sizing: border-box; }
        #controls input[type=checkbox] { width: auto; justify-self: start; }
        #controls .none { color: #666; }

        """
}
