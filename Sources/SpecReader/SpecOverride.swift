/// A value set from the command line (`--set pages[0].grid.columns=4`) over the spec's own: the spec is
/// parsed, each override replaces (or adds) the value at its path, and the result is decoded as if the
/// file had said so, with the same checks and messages. A problem with a value set this way is reported
/// at the option, not at a line of the file.
public struct SpecOverride: Hashable, Sendable {
    /// Why an override cannot be written or applied.
    public struct Failure: Error, Equatable, CustomStringConvertible {
        public var description: String

        public init(description: String) {
            self.description = description
        }
    }

    public enum Step: Hashable, Sendable {
        case key(String)
        case index(Int)
    }

    /// The option as the user wrote it (`--set page.size=A3`), to name it in messages.
    public var argument: String
    /// The value as `PATH=VALUE` (`page.size=A3`), as a record of the run keeps it (a gallery's manifest)
    /// and `init(parsing:)` reads it back; the argument itself for an override poster makes for `--data`,
    /// which the record keeps as the file.
    public var setting: String
    public var steps: [Step]
    /// The value: JSON when it reads as JSON, else the text as a string.
    public var value: SpecNode.Value

    /// The path, as diagnostics name it.
    public var path: SpecPath { path(through: steps.count) }

    /// The path of the first `count` steps.
    private func path(through count: Int) -> SpecPath {
        steps.prefix(count).reduce(into: SpecPath.root) { path, step in
            switch step {
            case .key(let key): path.append(key)
            case .index(let index): path.append(index)
            }
        }
    }

    /// The override `PATH=VALUE` (`argument`, as given to `option`): PATH is keys joined by dots, with
    /// `[N]` for an item of an array and `["key"]` for a key of other characters, at most as many steps
    /// as a spec may nest (`JSONParser.maximumDepth`): each step nests the value one level deeper.
    public init(parsing argument: String, option: String = "--set") throws(Failure) {
        guard let equals = argument.firstIndex(of: "="), equals != argument.startIndex else {
            throw Failure(description: "\(option) expects PATH=VALUE, such as pages[0].grid.columns=4, got '\(argument)'")
        }
        self.argument = "\(option) \(argument)"
        setting = argument
        steps = try Self.steps(of: String(argument[..<equals]), option: option)
        let text = String(argument[argument.index(after: equals)...])
        value = (try? JSONParser.parse(text).value) ?? .string(text)
    }

    /// The override a flag of poster's own stands for (`--cmyk`, `print.color=cmyk`): read as `setting`,
    /// named in messages as the flag.
    public init(flag: String, setting: String) throws(Failure) {
        self = try SpecOverride(parsing: setting, option: flag)
        argument = flag
    }

    /// An override of `path` by `value`, made by poster for an option of its own (`--data`).
    public init(argument: String, steps: [Step], value: SpecNode.Value) {
        self.argument = argument
        setting = argument
        self.steps = steps
        self.value = value
    }

    private static func steps(of path: String, option: String) throws(Failure) -> [Step] {
        let characters = Array(path)
        var steps: [Step] = []
        var i = 0
        func fail(_ why: String) -> Failure {
            Failure(description: "\(option) \(path): \(why) at character \(i + 1) of the path")
        }
        while i < characters.count {
            guard steps.count < JSONParser.maximumDepth else {
                throw fail("more than \(JSONParser.maximumDepth) steps, deeper than a spec may nest,")
            }
            if characters[i] == "[" {
                i += 1
                if i < characters.count, characters[i] == "\"" {
                    i += 1
                    var key = ""
                    while i < characters.count, characters[i] != "\"" {
                        key.append(characters[i])
                        i += 1
                    }
                    guard i + 1 < characters.count, characters[i + 1] == "]" else { throw fail("expected \"] to end the key") }
                    steps.append(.key(key))
                    i += 2
                } else {
                    var digits = ""
                    while i < characters.count, characters[i].isASCII, characters[i].isNumber {
                        digits.append(characters[i])
                        i += 1
                    }
                    guard !digits.isEmpty, digits.count <= 9, let index = Int(digits), i < characters.count, characters[i] == "]" else {
                        throw fail("expected an index (0 or more) and ]")
                    }
                    steps.append(.index(index))
                    i += 1
                }
            } else {
                if characters[i] == "." {
                    guard !steps.isEmpty else { throw fail("expected a key") }
                    i += 1
                }
                var key = ""
                while i < characters.count, characters[i] != ".", characters[i] != "[" {
                    key.append(characters[i])
                    i += 1
                }
                guard !key.isEmpty else { throw fail("expected a key") }
                steps.append(.key(key))
            }
        }
        guard !steps.isEmpty else { throw Failure(description: "\(option) expects a path before =, such as pages[0].grid.columns=4") }
        return steps
    }

    /// `node` with this override's value at its path: a member set or added (with any objects on the way
    /// that are missing), an existing item of an array replaced.
    public func apply(to node: SpecNode) throws(Failure) -> SpecNode {
        try set(node, from: 0)
    }

    /// `node`, at the path of the first `k` steps, with the value set at the path of the rest (the path
    /// is worked out only for a message).
    private func set(_ node: SpecNode, from k: Int) throws(Failure) -> SpecNode {
        guard k < steps.count else { return SpecNode(value, at: node.position) }
        var node = node
        switch (steps[k], node.value) {
        case (.key(let key), .object(var members)):
            if let i = members.firstIndex(where: { $0.key == key }) {
                members[i].value = try set(members[i].value, from: k + 1)
            } else {
                let empty = SpecNode(.object([]), at: node.position)
                members.append(SpecNode.Member(key: key, keyPosition: node.position, value: try set(empty, from: k + 1)))
            }
            node.value = .object(members)
        case (.index(let index), .array(var items)):
            guard index < items.count else {
                let array = path(through: k)
                let has = items.count == 1 ? "1 item, \(array)[0]" : "\(items.count) items, \(array)[0] to \(array)[\(items.count - 1)]"
                throw Failure(description: "there is no \(array)[\(index)]: \(array) has \(items.isEmpty ? "no items" : has)")
            }
            items[index] = try set(items[index], from: k + 1)
            node.value = .array(items)
        case (.key, _):
            throw Failure(description: "\(path(through: k)) is \(node.kindDescription), which has no keys")
        case (.index, _):
            throw Failure(description: "\(path(through: k)) is \(node.kindDescription), not an array")
        }
        return node
    }
}
