// ArrayDeque and LinkedList: stack/queue operations, iteration, and a BFS over a grid.
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Iterator;
import java.util.LinkedList;
import java.util.NoSuchElementException;

public class Col03Deque {
    public static void main(String[] args) {
        Deque<Integer> stack = new ArrayDeque<>();
        for (int i = 1; i <= 5; i++) {
            stack.push(i * 10);
        }
        System.out.println(stack + " peek=" + stack.peek() + " size=" + stack.size());
        System.out.println(stack.pop() + " " + stack.pop() + " " + stack);
        Deque<String> queue = new ArrayDeque<>();
        queue.offer("a");
        queue.offer("b");
        queue.addFirst("front");
        queue.addLast("back");
        System.out.println(queue + " " + queue.peekFirst() + " " + queue.peekLast());
        System.out.println(queue.poll() + " " + queue.pollLast() + " " + queue);
        Deque<Integer> empty = new ArrayDeque<>();
        System.out.println(empty.poll() + " " + empty.peek());
        try {
            empty.pop();
        } catch (NoSuchElementException e) {
            System.out.println("pop on empty deque");
        }
        Deque<Integer> grow = new ArrayDeque<>();
        for (int i = 0; i < 100; i++) {
            if (i % 3 == 0) {
                grow.addFirst(i);
            } else {
                grow.addLast(i);
            }
        }
        System.out.println(grow.size() + " " + grow.peekFirst() + " " + grow.peekLast());
        int s = 0;
        Iterator<Integer> desc = grow.descendingIterator();
        for (int k = 0; k < 5; k++) {
            s = s * 100 + desc.next();
        }
        System.out.println(s);
        LinkedList<String> ll = new LinkedList<>();
        ll.add("x");
        ll.addFirst("w");
        ll.addLast("y");
        ll.add(1, "mid");
        System.out.println(ll + " " + ll.getFirst() + " " + ll.getLast() + " " + ll.get(2) + " " + ll.indexOf("y"));
        ll.removeFirst();
        ll.removeLast();
        ll.remove("mid");
        System.out.println(ll + " " + ll.size());
        LinkedList<Integer> nums = new LinkedList<>();
        for (int i = 0; i < 10; i++) {
            nums.add(i);
        }
        Iterator<Integer> it = nums.iterator();
        while (it.hasNext()) {
            if (it.next() % 3 == 0) {
                it.remove();
            }
        }
        System.out.println(nums);
        String[] grid = {
            "S.#.......",
            ".##.####..",
            "....#..#.#",
            "#.#...#...",
            "..####.##.",
            ".........E"
        };
        int rows = grid.length;
        int cols = grid[0].length();
        int[][] dist = new int[rows][cols];
        for (int[] row : dist) {
            java.util.Arrays.fill(row, -1);
        }
        Deque<int[]> q = new ArrayDeque<>();
        q.add(new int[] {0, 0});
        dist[0][0] = 0;
        int[] dr = {1, -1, 0, 0};
        int[] dc = {0, 0, 1, -1};
        int visited = 0;
        while (!q.isEmpty()) {
            int[] cur = q.poll();
            visited++;
            for (int d = 0; d < 4; d++) {
                int nr = cur[0] + dr[d];
                int nc = cur[1] + dc[d];
                if (nr >= 0 && nr < rows && nc >= 0 && nc < cols && grid[nr].charAt(nc) != '#' && dist[nr][nc] < 0) {
                    dist[nr][nc] = dist[cur[0]][cur[1]] + 1;
                    q.add(new int[] {nr, nc});
                }
            }
        }
        System.out.println("visited " + visited + " distance to E " + dist[rows - 1][cols - 1]);
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                sb.append(dist[r][c] < 0 ? "  #" : (dist[r][c] < 10 ? "  " : " ") + dist[r][c]);
            }
            sb.append('\n');
        }
        System.out.print(sb);
    }
}
