import CYAML

/// Builds the `SpecNode` tree of a YAML text from libyaml's events, checking keys, nesting and the number of values
/// as it goes, so that a tree too deep or too large is refused before it is built.
///
/// An anchored node is built once; an alias of it is that node again (its position the anchor's), counted as all
/// the values and levels of nesting it holds.
struct YAMLComposer {
    typealias SyntaxError = JSONParser.SyntaxError

    /// What the composer needs of one of libyaml's events, copied out before libyaml frees it.
    private struct Event {
        enum Kind { case documentStart, streamEnd, scalar, alias, sequence, mapping, end }
        var kind: Kind
        var position: SourcePosition
        /// The anchor a node is given, or the one an alias names.
        var anchor: String?
        /// A scalar's text, its tag (`!!str` for one untagged or tagged `!`, as YAML resolves a quoted one) and
        /// whether it is plain, the only style resolved to a null, boolean or number.
        var text = ""
        var tag = "tag:yaml.org,2002:str"
        var plain = false

        init(_ event: yaml_event_t) {
            position = SourcePosition(line: event.start_mark.line + 1, column: event.start_mark.column + 1)
            switch event.type {
            case YAML_SCALAR_EVENT:
                let scalar = event.data.scalar
                kind = .scalar
                anchor = scalar.anchor.map { String(cString: $0) }
                text = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
                if let tag = scalar.tag.map({ String(cString: $0) }), tag != "!" { self.tag = tag }
                plain = scalar.style == YAML_PLAIN_SCALAR_STYLE
            case YAML_ALIAS_EVENT:
                kind = .alias
                anchor = event.data.alias.anchor.map { String(cString: $0) }
            case YAML_SEQUENCE_START_EVENT:
                kind = .sequence
                anchor = event.data.sequence_start.anchor.map { String(cString: $0) }
            case YAML_MAPPING_START_EVENT:
                kind = .mapping
                anchor = event.data.mapping_start.anchor.map { String(cString: $0) }
            case YAML_DOCUMENT_START_EVENT: kind = .documentStart
            case YAML_STREAM_END_EVENT: kind = .streamEnd
            default: kind = .end // The end of a sequence, a mapping or the document, or the stream's start.
            }
        }
    }

    /// A built node with what an alias of it costs: its values, itself included, and its levels of nesting
    /// (0 for a scalar).
    private struct Composed {
        var node: SpecNode
        var values: Int
        var levels: Int

        /// Counts `child`, an element or a member's value, in this collection's values and levels.
        mutating func add(_ child: Composed) {
            values += child.values
            levels = max(levels, child.levels + 1)
        }
    }

    /// What an anchor names: a scalar is kept as written, since as a key it is its text and as a value its
    /// resolved value.
    private enum Anchored {
        case scalar(Event)
        case collection(Composed)
    }

    private let library: YAMLLibrary
    private let parser: YAMLLibrary.Parser
    private let text: String
    /// A later anchor of the same name replaces the earlier one from there on, as YAML says.
    private var anchors: [String: Anchored] = [:]
    /// How many more values the tree may have.
    private var budget = YAMLParser.maximumValues

    private init(library: YAMLLibrary, parser: YAMLLibrary.Parser, text: String) {
        self.library = library
        self.parser = parser
        self.text = text
    }

    /// The tree of the single document in `text`.
    static func compose(_ text: String, with library: YAMLLibrary) throws(SyntaxError) -> SpecNode {
        // A leading byte-order mark is left out of the positions, as `JSONParser` leaves it out.
        let text = text.unicodeScalars.first == "\u{FEFF}" ? String(text.unicodeScalars.dropFirst()) : text
        let parser = YAMLLibrary.Parser.allocate(capacity: 1)
        defer { parser.deallocate() }
        guard library.initialize(parser) == 1 else {
            throw SyntaxError(position: SourcePosition(line: 1, column: 1), message: "out of memory")
        }
        defer { library.delete(parser) }
        // NUL-terminated, so never empty: libyaml refuses a null input even of no bytes.
        return try text.utf8CString.withUnsafeBufferPointer { (bytes) throws(SyntaxError) -> SpecNode in
            library.setInputString(parser, bytes.baseAddress, bytes.count - 1)
            var composer = YAMLComposer(library: library, parser: parser, text: text)
            return try composer.document()
        }
    }

    private mutating func document() throws(SyntaxError) -> SpecNode {
        _ = try next() // The stream's start.
        guard try next().kind == .documentStart else {
            throw SyntaxError(position: SourcePosition(line: 1, column: 1), message: "expected a value, found end of file")
        }
        let root = try node(try next(), depth: 0)
        _ = try next() // The document's end.
        let after = try next()
        guard after.kind == .streamEnd else {
            throw SyntaxError(position: after.position, message: "expected a single document in the stream, but found another document")
        }
        return root.node
    }

    /// The node that `event` starts, `depth` levels down (0: the document).
    private mutating func node(_ event: Event, depth: Int) throws(SyntaxError) -> Composed {
        if event.kind == .alias {
            let composed = try alias(event)
            try spend(composed.values, at: event.position)
            if depth + composed.levels > JSONParser.maximumDepth {
                throw SyntaxError(position: event.position, message: "nesting deeper than \(JSONParser.maximumDepth) levels")
            }
            return composed
        }
        try spend(1, at: event.position)
        if event.kind == .scalar {
            if let anchor = event.anchor { anchors[anchor] = .scalar(event) }
            return Composed(node: try value(of: event), values: 1, levels: 0)
        }
        if depth >= JSONParser.maximumDepth {
            throw SyntaxError(position: event.position, message: "nesting deeper than \(JSONParser.maximumDepth) levels")
        }
        let composed = event.kind == .sequence ? try sequence(at: event.position, depth: depth) : try mapping(at: event.position, depth: depth)
        if let anchor = event.anchor { anchors[anchor] = .collection(composed) }
        return composed
    }

    /// The elements of the sequence just started, up to its end.
    private mutating func sequence(at position: SourcePosition, depth: Int) throws(SyntaxError) -> Composed {
        var elements: [SpecNode] = []
        var composed = Composed(node: SpecNode(.array([]), at: position), values: 1, levels: 1)
        while let event = try child() {
            let element = try node(event, depth: depth + 1)
            elements.append(element.node)
            composed.add(element)
        }
        composed.node.value = .array(elements)
        return composed
    }

    /// The members of the mapping just started, up to its end.
    private mutating func mapping(at position: SourcePosition, depth: Int) throws(SyntaxError) -> Composed {
        var members: [SpecNode.Member] = []
        var composed = Composed(node: SpecNode(.object([]), at: position), values: 1, levels: 1)
        var seen: [String: Event] = [:]
        while let event = try child() {
            let key = try key(event)
            if let first = seen[key.text] {
                // The same key twice (text and tag) is an error in YAML itself, told at the first; keys that only
                // their tags tell apart (`!!int 1` and `1`) are one member here, told at the second.
                if first.tag == key.tag {
                    throw SyntaxError(position: first.position, message: "duplicate key \"\(key.text)\" (repeated later in this mapping)")
                }
                throw SyntaxError(position: key.position, message: "duplicate key \"\(key.text)\" (first at \(first.position))")
            }
            seen[key.text] = key
            let value = try node(try next(), depth: depth + 1)
            members.append(SpecNode.Member(key: key.text, keyPosition: key.position, value: value.node))
            composed.add(value)
        }
        composed.node.value = .object(members)
        return composed
    }

    /// The scalar `event` gives as a key, itself or the one an alias names; anything else is refused.
    private mutating func key(_ event: Event) throws(SyntaxError) -> Event {
        switch event.kind {
        case .scalar:
            if let anchor = event.anchor { anchors[anchor] = .scalar(event) }
            return event
        case .alias:
            switch try anchored(event) {
            case .scalar(let scalar): return scalar
            case .collection(let composed):
                throw SyntaxError(position: composed.node.position, message: "expected a string as the key, found \(composed.node.kindDescription)")
            }
        default:
            let kind = event.kind == .sequence ? "an array" : "an object"
            throw SyntaxError(position: event.position, message: "expected a string as the key, found \(kind)")
        }
    }

    /// The node an alias names, as a value.
    private func alias(_ event: Event) throws(SyntaxError) -> Composed {
        switch try anchored(event) {
        case .scalar(let scalar): Composed(node: try value(of: scalar), values: 1, levels: 0)
        case .collection(let composed): composed
        }
    }

    private func anchored(_ alias: Event) throws(SyntaxError) -> Anchored {
        guard let anchored = alias.anchor.flatMap({ anchors[$0] }) else {
            throw SyntaxError(position: alias.position, message: "found undefined alias")
        }
        return anchored
    }

    /// A scalar as a value: a plain one resolved by the core schema, any other a string.
    private func value(of scalar: Event) throws(SyntaxError) -> SpecNode {
        SpecNode(scalar.plain ? try YAMLParser.resolve(scalar.text, at: scalar.position) : .string(scalar.text), at: scalar.position)
    }

    /// Takes `values` from the budget, refusing the tree once it is spent.
    private mutating func spend(_ values: Int, at position: SourcePosition) throws(SyntaxError) {
        budget -= values
        if budget < 0 {
            throw SyntaxError(position: position, message: "more than \(YAMLParser.maximumValues) values once aliases are expanded")
        }
    }

    private func next() throws(SyntaxError) -> Event {
        var event = yaml_event_t()
        guard library.parse(parser, &event) == 1 else { throw failure() }
        defer { library.deleteEvent(&event) }
        return Event(event)
    }

    /// The next event in a sequence or mapping, or nil at its end.
    private func child() throws(SyntaxError) -> Event? {
        let event = try next()
        return event.kind == .end ? nil : event
    }

    /// libyaml's error where libyaml says it is (it puts an unexpected end one line past the text).
    private func failure() -> SyntaxError {
        let state = parser.pointee
        let message = state.problem.map { String(cString: $0) } ?? "out of memory"
        if state.error == YAML_READER_ERROR {
            let utf8 = text.utf8
            let offset = utf8.index(utf8.startIndex, offsetBy: state.problem_offset, limitedBy: utf8.endIndex) ?? utf8.endIndex
            return SyntaxError(position: position(after: text[..<offset]), message: message)
        }
        let mark = SourcePosition(line: state.problem_mark.line + 1, column: state.problem_mark.column + 1)
        return SyntaxError(position: min(mark, position(after: text[...])), message: message)
    }

    /// The position just after `prefix`, a prefix of the text.
    private func position(after prefix: Substring) -> SourcePosition {
        let lines = prefix.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        return SourcePosition(line: lines.count, column: (lines.last?.unicodeScalars.count ?? 0) + 1)
    }
}
