import { NotFoundView } from "@/components/errors/not-found-view.tsx";

export default function NotFound() {
  return <NotFoundView />;
}
