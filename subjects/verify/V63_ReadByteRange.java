import java.io.IOException;

// true: InputStream.read returns a byte as 0..255, or -1 at the end of the
// input; one byte read, so the bound on the input's length is never met.
public class V63_ReadByteRange {
    public static void main(String[] args) throws IOException {
        int c = System.in.read();
        assert c >= -1 && c <= 255;
    }
}
