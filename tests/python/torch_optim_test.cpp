// torch_optim_test.cpp — what the optimizers and schedulers refuse rather than guess. Their numbers, states,
// reprs and messages are compared with torch 1.13.1 by the corpus programs optim_* and train_opt_* / train_sched_*.
#include <gtest/gtest.h>

#include "python/interpreter.hpp"

using namespace qkv::python;

namespace {
std::string error_of(const std::string& program) {
    return run("import torch\nw = torch.ones(2, requires_grad=True)\n" + program + "\n").error;
}
void expect_refused(const std::string& program, const std::string& what) {
    const std::string error = error_of(program);
    EXPECT_NE(error.find("NotImplementedError"), std::string::npos) << program << ": " << error;
    EXPECT_NE(error.find(what), std::string::npos) << program << ": " << error;
}
}  // namespace

TEST(PythonTorchOptim, VariantsWithOtherArithmeticAreRefused) {
    expect_refused("torch.optim.Adam([w], amsgrad=True)", "amsgrad=True");
    expect_refused("o = torch.optim.SGD([w], lr=0.1)\no.param_groups[0]['maximize'] = True\nw.sum().backward()\no.step()", "maximize=True");
    expect_refused("torch.optim.SGD([{'params': [w], 'lr': 0.1}])", "without lr=");
    expect_refused("o = torch.optim.SGD([w], lr=0.1)\no.step(lambda: 0)", "closure");
    expect_refused("torch.optim.RMSprop([w], maximize=True)", "maximize=True");
    expect_refused("torch.optim.RMSprop([w], foreach=True)", "foreach=True");
    expect_refused("o = torch.optim.Adagrad([w])\no.param_groups[0]['maximize'] = True\nw.sum().backward()\no.step()", "maximize=True");
}

TEST(PythonTorchOptim, StateALearnerReplacedIsCheckedBeforeUse) {
    expect_refused("o = torch.optim.Adam([w])\nw.sum().backward()\no.step()\no.state[w]['exp_avg'] = torch.zeros(3)\no.step()",
                   "exp_avg");
    expect_refused("o = torch.optim.Adam([w])\nw.sum().backward()\no.step()\no.state[w]['step'] = 1\no.step()", "'step' is not a tensor");
    expect_refused("o = torch.optim.RMSprop([w])\nw.sum().backward()\no.step()\no.state[w]['step'] = 1.0\no.step()", "'step' is not an int");
    expect_refused("o = torch.optim.Adagrad([w])\no.state[w]['sum'] = torch.zeros(3)\nw.sum().backward()\no.step()", "'sum' is not");
    expect_refused("o = torch.optim.Adam([w])\nsd = o.state_dict()\nsd['state'][0] = {'step': 3, 'exp_avg': torch.zeros(2), "
                   "'exp_avg_sq': torch.zeros(2)}\no.load_state_dict(sd)",
                   "steps are numbers");
}

TEST(PythonTorchOptim, SchedulersRefuseWhatTheyDoNotReproduce) {
    expect_refused("s = torch.optim.lr_scheduler.StepLR(torch.optim.SGD([w], lr=0.1), 1, verbose=True)\ns.step(3)", "explicit epoch");
    expect_refused("s = torch.optim.lr_scheduler.LambdaLR(torch.optim.SGD([w], lr=0.1), abs)\ns.state_dict()", "not a function");
}
