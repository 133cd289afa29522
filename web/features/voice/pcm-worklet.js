// The microphone's samples, handed to the page in blocks: it turns them into 16-bit PCM for the
// voice room (recognition on the server). Runs in the AudioWorklet scope.
class PcmTap extends AudioWorkletProcessor {
  process(inputs) {
    const channel = inputs[0]?.[0];
    if (channel && channel.length > 0) this.port.postMessage(channel.slice(0));
    return true;
  }
}
registerProcessor("pcm-tap", PcmTap);
