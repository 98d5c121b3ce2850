# examples/quickstart.py: one authorize per step; anything but ALLOW or WARN stops the step.
import os

from latchkey import Pep, allowed, content_to_use


def main(url: str, agent_key: str, agent_id: str) -> str:
    pep = Pep({"base_url": url, "api_key": agent_key}, agent_id, session="visit-42")
    question = "Draft a reminder for Jane about her follow-up on ward 4"
    if not allowed(pep.check_input(question)):
        return "refused"
    answer = "Dear Jane, see you on ward 4. Questions: jane.roe@example.org"  # your model's answer
    checked = pep.check_output(answer)
    return content_to_use(checked, answer) if allowed(checked) else "refused"


if __name__ == "__main__":
    print(main(os.environ["LATCHKEY_URL"], os.environ["LATCHKEY_AGENT_KEY"], os.environ["LATCHKEY_AGENT_ID"]))
