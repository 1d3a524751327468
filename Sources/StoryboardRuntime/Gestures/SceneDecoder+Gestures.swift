import StoryboardFormat

extension SceneDecoder {
    /// The recognizer a `<…GestureRecognizer>` scene object describes (nil for other
    /// elements): its class (or the app's custom class), its inspector attributes and runtime
    /// attributes, registered by id so that views' `gestureRecognizers` outlets and its own
    /// actions and segues find it.
    func makeGestureRecognizer(_ node: XMLNode) -> GestureRecognizer? {
        guard let base = GestureRecognizer.classesByElement[tree.name(of: node)] else { return nil }
        let recognizer = instantiate(base, node: node) as! GestureRecognizer
        recognizer.decode(Element(document: document, node: node))
        applyRuntimeAttributes(RuntimeAttribute.own(of: node, document: document), to: recognizer)
        objects.register(recognizer, id: tree.attribute("id", of: node))
        return recognizer
    }
}
