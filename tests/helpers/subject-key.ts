// What the server's start-up does before any model runs: hand the models the subject key.
import { useSubjectKey } from "~/models/subject-key.server";
import { getSubjectKey } from "~/utils/secret.server";

useSubjectKey(getSubjectKey());
